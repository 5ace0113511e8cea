import { REVIEW_NOTE_MAX, validationMessage, type ReviewDecision } from '@portal/shared';
import { useState } from 'react';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { reviewTexts } from './texts.ts';

/** Asks for the note of one decision on one channel or on several, then runs it. */
export function DecisionDialog({
  decision,
  what,
  error,
  busy,
  onConfirm,
  onClose,
}: {
  decision: ReviewDecision;
  /** The channel's title, or "3 channels". */
  what: string;
  /** The server's refusal of the whole request, shown in the dialog. */
  error: string | undefined;
  busy: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) {
  const t = useConsoleTexts(reviewTexts);
  const locale = useConsoleLocale();
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > REVIEW_NOTE_MAX;
  const title = { approve: t.dialogApprove, hold: t.dialogHold, reject: t.dialogReject }[decision](
    what,
  );
  const submitLabel = {
    approve: t.confirmApprove,
    hold: t.confirmHold,
    reject: t.confirmReject,
  }[decision];
  return (
    <FormModal
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      danger={decision === 'reject'}
      pending={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !tooLong) onConfirm(note.trim());
      }}
    >
      <TextAreaField
        label={t.noteLabel}
        hint={decision === 'approve' ? t.noteHint : `${t.noteRequiredHint} ${t.noteHint}`}
        rows={4}
        value={note}
        error={tooLong ? validationMessage(locale, 'reviewNoteLength') : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={error} />
    </FormModal>
  );
}
