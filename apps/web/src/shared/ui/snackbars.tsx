import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  SNACKBAR_DURATION_MS,
  dismissSnackbar,
  useVisibleSnackbars,
  type Snackbar,
} from './snackbar-store.ts';

const TONE: Record<Snackbar['type'], string> = {
  info: 'bg-gray-900 text-white',
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
};

/**
 * The snackbar region, top centre above modals and the loading overlay
 * (docs/product.md §3.10). It lives in a portal beside the app so it stays readable while
 * a modal hides the app from assistive technology. The region is always in the page and
 * is itself a polite live region: screen readers announce what is added to a region they
 * already know, not a region that appears with its text. Errors are alerts inside it,
 * read out at once.
 */
export function Snackbars() {
  const { t } = useTranslation();
  const visible = useVisibleSnackbars();
  return createPortal(
    <div
      data-testid="snackbars"
      role="status"
      aria-label={t('common.notifications')}
      // Each new message is read alone, not the whole stack again.
      aria-atomic="false"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-0 top-3 z-[3000] flex flex-col items-center gap-2 px-3"
    >
      {visible.map((item) => (
        <SnackbarItem key={item.id} item={item} />
      ))}
    </div>,
    document.body,
  );
}

function SnackbarItem({ item }: { item: Snackbar }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(SNACKBAR_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissSnackbar(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    <div
      role={item.type === 'error' ? 'alert' : undefined}
      // Reading or hovering a message keeps it on screen.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${TONE[item.type]}`}
    >
      <p className="min-h-5 flex-1 break-words">{item.message}</p>
      <button
        type="button"
        onClick={() => dismissSnackbar(item.id)}
        className="-my-1 -mr-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
        aria-label={t('common.dismiss')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.28 4.22a.75.75 0 0 0-1.06 1.06L8.94 10l-4.72 4.72a.75.75 0 1 0 1.06 1.06L10 11.06l4.72 4.72a.75.75 0 1 0 1.06-1.06L11.06 10l4.72-4.72a.75.75 0 0 0-1.06-1.06L10 8.94 5.28 4.22Z" />
        </svg>
      </button>
    </div>
  );
}
