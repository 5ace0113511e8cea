import type { AccountUpdateBody } from '@portal/shared';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportPasswordCallError } from '../../../shared/api/password-call-error.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useUpdateAccount } from '../api/update-account.ts';

/** One of the account page's forms: a card named by its heading, the fields, and Submit. */
export function AccountFormCard({
  title,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-4"
      >
        {children}
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * member/account/update from one of those forms, confirmed by the current password: on
 * success a snackbar with the server's message (or `successText`), then `onDone`; a wrong
 * password goes to `onWrongPassword` (under that field), anything else to a snackbar.
 */
export function useAccountUpdate(onWrongPassword: (message: string) => void) {
  const { t } = useTranslation('api');
  const update = useUpdateAccount();
  const run = (body: AccountUpdateBody, successText: string, onDone: () => void) =>
    update.mutate(body, {
      onSuccess: (reply) => {
        snackbar.success(reply.message || successText);
        onDone();
      },
      onError: (error) =>
        reportPasswordCallError(error, { fallback: t('internal'), onWrongPassword }),
    });
  return { run, pending: update.isPending };
}
