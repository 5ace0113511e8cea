import { useId, type FormEventHandler, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * A dialog holding one form: Cancel and the submit button sit in the footer, both
 * aware of the pending request, and the dialog cannot be dismissed while it runs.
 */
export function FormModal({
  open = true,
  onClose,
  title,
  initialFocusRef,
  submitLabel,
  danger = false,
  pending,
  onSubmit,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  submitLabel: string;
  /** A destructive action: the submit button says so by its colour. */
  danger?: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!pending}
      title={title}
      {...(initialFocusRef ? { initialFocusRef } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            {...(danger ? { variant: 'danger' as const } : {})}
            loading={pending}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
      </form>
    </Modal>
  );
}
