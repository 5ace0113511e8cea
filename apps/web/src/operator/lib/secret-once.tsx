import { useRef, type ReactNode } from 'react';
import { copyText } from '../../shared/lib/copy-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';

/**
 * A secret the server shows once (a set-up link, an API token): what it is, the secret
 * itself to select or copy, and when it stops working. Closing it is the last look.
 */
export function SecretOnceModal({
  title,
  intro,
  secret,
  testId,
  note,
  texts,
  onClose,
}: {
  title: string;
  /** What the secret is and what to do with it; a warning is best said here. */
  intro: ReactNode;
  secret: string;
  testId: string;
  /** Under the secret: when it expires. */
  note: string;
  texts: { copy: string; copied: string; done: string };
  onClose: () => void;
}) {
  const secretRef = useRef<HTMLElement>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={<Button onClick={onClose}>{texts.done}</Button>}
    >
      <div className="flex flex-col gap-3 text-sm text-gray-700">
        {intro}
        <code
          ref={secretRef}
          data-testid={testId}
          className="block rounded-lg bg-gray-100 px-3 py-2 font-mono break-all select-all"
        >
          {secret}
        </code>
        <p className="text-xs text-gray-500">{note}</p>
        <Button
          variant="secondary"
          onClick={() =>
            void copyText(secret, secretRef.current).then(
              (copied) => copied && showSnackbar(texts.copied, 'success'),
            )
          }
        >
          {texts.copy}
        </Button>
      </div>
    </Modal>
  );
}
