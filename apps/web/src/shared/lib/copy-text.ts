/**
 * Copies `text` to the clipboard. Where the clipboard refuses (an insecure page, a denied
 * permission), selects the text of `fallback` instead so the user can copy it by hand.
 * Resolves whether the copy happened.
 */
export async function copyText(text: string, fallback?: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (fallback) window.getSelection()?.selectAllChildren(fallback);
    return false;
  }
}
