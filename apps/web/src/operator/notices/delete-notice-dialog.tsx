import { errorMessage } from '../../shared/api/api-error.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
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
    <FormModal
      onClose={onClose}
      title={t.deleteTitle}
      submitLabel={t.deleteConfirm}
      danger
      pending={remove.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(notice.id, { onSuccess: (reply) => onDeleted(reply.message) });
      }}
    >
      <p className="text-sm text-gray-700">{t.deleteText(notice.title)}</p>
      <FormAlert message={remove.isError ? errorMessage(remove.error, t.loadFailed) : null} />
    </FormModal>
  );
}
