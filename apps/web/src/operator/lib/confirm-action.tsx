import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error.ts';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';

/**
 * Asks before an action that cannot be taken back (disabling an operator, revoking a
 * token, deleting): what it does, in a dialog whose button runs it. A refusal shows in
 * the dialog and changes nothing; success closes it.
 */
export function ConfirmAction<T>({
  title,
  text,
  confirmLabel,
  action,
  onDone,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  action: () => Promise<T>;
  /** After the action succeeded, before the dialog closes. */
  onDone: (result: T) => void;
  onClose: () => void;
}) {
  const run = useMutation({
    mutationFn: action,
    onSuccess: (result) => {
      onDone(result);
      onClose();
    },
  });
  return (
    <FormModal
      onClose={onClose}
      title={title}
      submitLabel={confirmLabel}
      danger
      pending={run.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        run.mutate();
      }}
    >
      <div className="flex flex-col gap-3">
        <FormAlert message={run.isError ? errorMessage(run.error, title) : null} />
        <p className="text-sm text-gray-700">{text}</p>
      </div>
    </FormModal>
  );
}
