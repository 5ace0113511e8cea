import { useConsoleTexts } from '../i18n/console-texts.ts';
import { ConfirmAction } from '../lib/confirm-action.tsx';
import { useDeleteNotice } from './notice-queries.ts';
import { noticesTexts } from './texts.ts';

/** Asks before a notice is deleted, then deletes it and says so with the server's words. */
export function DeleteNoticeDialog({
  notice,
  onDeleted,
  onClose,
}: {
  notice: { id: number; title: string };
  onDeleted: (message: string) => void;
  onClose: () => void;
}) {
  const t = useConsoleTexts(noticesTexts);
  const remove = useDeleteNotice();
  return (
    <ConfirmAction
      title={t.deleteTitle}
      text={t.deleteText(notice.title)}
      confirmLabel={t.deleteConfirm}
      action={() => remove.mutateAsync(notice.id)}
      onDone={(reply) => onDeleted(reply.message)}
      onClose={onClose}
    />
  );
}
