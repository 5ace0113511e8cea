import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPERATOR_API_PATHS,
  type OperatorAccount,
  type OperatorInviteBody,
  type OperatorInviteReply,
  zOperatorInviteBody,
  zOperatorInviteReply,
  zOperatorListReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormErrorText } from '../../shared/i18n/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { ListError } from '../../shared/ui/list-states.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { useOperatorSession } from '../session/operator-session.ts';
import { SecretOnceModal } from '../lib/secret-once.tsx';
import { ConfirmAction } from '../lib/confirm-action.tsx';
import { teamTexts } from './texts.ts';
import { ConsoleTable, ConsoleTableLoading } from '../lib/console-table.tsx';

const operatorsKey = ['operator', 'operators'] as const;

function useDateTime(): (iso: string) => string {
  const locale = useConsoleLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useConsoleTexts(teamTexts);
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const dateTime = useDateTime();
  const form = useForm<OperatorInviteBody>({
    resolver: zodResolver(zOperatorInviteBody),
    defaultValues: { email: '' },
  });
  const invite = useMutation({
    mutationFn: async (body: OperatorInviteBody) =>
      zOperatorInviteReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorInvite, { method: 'POST', body }),
      ),
    onSuccess: (reply) => {
      showSnackbar(t.invited(reply.operator.email), 'success');
      void queryClient.invalidateQueries({ queryKey: operatorsKey });
    },
  });
  const done: OperatorInviteReply | undefined = invite.data;
  if (done) {
    const secret = done.setup_link ?? done.setup_token;
    return (
      <SecretOnceModal
        title={t.inviteTitle}
        intro={
          <p>
            {done.emailed
              ? t.emailedIntro(done.operator.email)
              : done.setup_link
                ? t.linkIntro
                : t.tokenIntro}
          </p>
        }
        secret={secret}
        testId="invitation-secret"
        note={t.linkExpires(dateTime(done.expires_at))}
        texts={t}
        onClose={onClose}
      />
    );
  }
  return (
    <FormModal
      onClose={onClose}
      title={t.inviteTitle}
      submitLabel={t.send}
      pending={invite.isPending}
      onSubmit={form.handleSubmit((body) => invite.mutate(body))}
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={invite.isError ? errorMessage(invite.error, t.inviteTitle) : null} />
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          error={errorText(form.formState.errors.email)}
          {...form.register('email')}
        />
      </div>
    </FormModal>
  );
}

/** /operator/team (docs/product.md §17.1): the operators, inviting and disabling them. */
export function TeamPage() {
  const t = useConsoleTexts(teamTexts);
  const queryClient = useQueryClient();
  const session = useOperatorSession();
  const dateTime = useDateTime();
  const [inviting, setInviting] = useState(false);
  const [disabling, setDisabling] = useState<OperatorAccount>();
  const operators = useQuery({
    queryKey: operatorsKey,
    queryFn: async ({ signal }) =>
      zOperatorListReply.parse(await operatorCall(OPERATOR_API_PATHS.operatorList, { signal }))
        .operators,
  });
  return (
    <ConsolePage
      title={t.title}
      description={t.description}
      actions={<Button onClick={() => setInviting(true)}>{t.invite}</Button>}
    >
      {operators.isError ? (
        <ListError
          title={t.loadFailed}
          error={operators.error}
          retryLabel={t.retry}
          onRetry={() => void operators.refetch()}
        />
      ) : (
        <ConsoleTable
          label={t.title}
          columns={[t.columns.email, t.columns.state, t.columns.invitedBy, t.columns.createdAt]}
          actionsLabel={t.disable}
          minWidth="min-w-[36rem]"
          busy={operators.isPending}
        >
          <tbody className="divide-y divide-gray-100">
            {operators.isPending ? (
              <ConsoleTableLoading columns={5} />
            ) : (
              operators.data.map((operator) => {
                const isYou = operator.email === session?.email;
                return (
                  <tr key={operator.email}>
                    <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                      {operator.email}
                      {isYou ? <span className="ml-1 text-gray-500">({t.you})</span> : null}
                    </th>
                    <td className="px-4 py-3">{t.states[operator.state]}</td>
                    <td className="px-4 py-3">{operator.invited_by ?? t.firstOperator}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{dateTime(operator.created_at)}</td>
                    <td className="px-4 py-3 text-right">
                      {operator.state !== 'disabled' && !isYou ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDisabling(operator)}
                          aria-label={`${t.disable}: ${operator.email}`}
                        >
                          {t.disable}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </ConsoleTable>
      )}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      {disabling ? (
        <ConfirmAction
          title={t.disableTitle}
          text={t.disableText(disabling.email)}
          confirmLabel={t.disable}
          action={() =>
            operatorCall(OPERATOR_API_PATHS.operatorDisable, {
              method: 'POST',
              body: { email: disabling.email },
            })
          }
          onDone={() => {
            showSnackbar(t.disabled(disabling.email), 'success');
            void queryClient.invalidateQueries({ queryKey: operatorsKey });
          }}
          onClose={() => setDisabling(undefined)}
        />
      ) : null}
    </ConsolePage>
  );
}
