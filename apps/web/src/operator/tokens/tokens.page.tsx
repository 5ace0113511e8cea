import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPERATOR_API_PATHS,
  type OperatorToken,
  type OperatorTokenBody,
  zOperatorTokenBody,
  zOperatorTokenCreateReply,
  zOperatorTokenListReply,
  zReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormErrorText } from '../../shared/i18n/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { FormModal } from '../../shared/ui/form-modal.tsx';
import { EmptyState, ListError } from '../../shared/ui/list-states.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { useConsoleFormat } from '../lib/console-format.ts';
import { SecretOnceModal } from '../lib/secret-once.tsx';
import { ConfirmAction } from '../lib/confirm-action.tsx';
import { tokensTexts } from './texts.ts';
import { ConsoleTable, ConsoleTableLoading } from '../lib/console-table.tsx';

const tokensKey = ['operator', 'tokens'] as const;

/** Names a token, then shows it once with a warning and a copy button. */
function CreateDialog({ onClose }: { onClose: () => void }) {
  const t = useConsoleTexts(tokensTexts);
  const format = useConsoleFormat();
  const errorText = useFormErrorText();
  const queryClient = useQueryClient();
  const form = useForm<OperatorTokenBody>({
    resolver: zodResolver(zOperatorTokenBody),
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: async (body: OperatorTokenBody) =>
      zOperatorTokenCreateReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorTokenCreate, { method: 'POST', body }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
  const done = create.data;
  if (done) {
    return (
      <SecretOnceModal
        title={t.createTitle}
        intro={
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {t.shownOnce}
          </p>
        }
        secret={done.token}
        testId="operator-token-secret"
        note={t.expires(format.dateTime(done.operator_token.expires_at))}
        texts={t}
        onClose={onClose}
      />
    );
  }
  return (
    <FormModal
      onClose={onClose}
      title={t.createTitle}
      submitLabel={t.submit}
      pending={create.isPending}
      onSubmit={form.handleSubmit((body) => create.mutate(body))}
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={create.isError ? errorMessage(create.error, t.createTitle) : null} />
        <TextField
          label={t.name}
          hint={t.nameHint}
          autoComplete="off"
          error={errorText(form.formState.errors.name)}
          {...form.register('name')}
        />
      </div>
    </FormModal>
  );
}

/** Asks before revoking: scripts using the token stop at once. */
function RevokeDialog({ token, onClose }: { token: OperatorToken; onClose: () => void }) {
  const t = useConsoleTexts(tokensTexts);
  const queryClient = useQueryClient();
  return (
    <ConfirmAction
      title={t.revokeTitle}
      text={t.revokeText(token.name)}
      confirmLabel={t.revoke}
      action={async () =>
        zReply.parse(
          await operatorCall(OPERATOR_API_PATHS.operatorTokenRevoke, {
            method: 'POST',
            body: { name: token.name },
          }),
        )
      }
      onDone={(reply) => {
        showSnackbar(reply.message, 'success');
        void queryClient.invalidateQueries({ queryKey: tokensKey });
      }}
      onClose={onClose}
    />
  );
}

/** /operator/tokens (docs/product.md §17.1): operator API tokens, made and revoked. */
export function TokensPage() {
  const t = useConsoleTexts(tokensTexts);
  const format = useConsoleFormat();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<OperatorToken>();
  const tokens = useQuery({
    queryKey: tokensKey,
    queryFn: async ({ signal }) =>
      zOperatorTokenListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorTokenList, { signal }),
      ).tokens,
  });
  return (
    <ConsolePage
      title={t.title}
      description={t.description}
      actions={<Button onClick={() => setCreating(true)}>{t.create}</Button>}
    >
      {tokens.isError ? (
        <ListError
          title={t.loadFailed}
          error={tokens.error}
          retryLabel={t.retry}
          onRetry={() => void tokens.refetch()}
        />
      ) : tokens.data?.length === 0 ? (
        <EmptyState
          icon={<path d="M15 7a4 4 0 11-3.9 4.9L4 19v-3h2v-2h2l1.1-1.1A4 4 0 0115 7z" />}
          title={t.empty}
          text={t.emptyText}
        />
      ) : (
        <ConsoleTable
          label={t.title}
          columns={Object.values(t.columns)}
          actionsLabel={t.revoke}
          minWidth="min-w-[36rem]"
          busy={tokens.isPending}
        >
          <tbody className="divide-y divide-gray-100">
            {tokens.isPending ? (
              <ConsoleTableLoading columns={5} />
            ) : (
              tokens.data.map((token) => (
                <tr key={token.id}>
                  <th scope="row" className="px-4 py-3 font-medium break-all text-gray-900">
                    {token.name}
                  </th>
                  <td className={`px-4 py-3 ${token.state === 'expired' ? 'text-red-700' : ''}`}>
                    {t.states[token.state]}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {format.dateTime(token.created_at)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {format.dateTime(token.expires_at)}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setRevoking(token)}
                      aria-label={t.revokeFor(token.name)}
                    >
                      {t.revoke}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </ConsoleTable>
      )}
      {creating ? <CreateDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? <RevokeDialog token={revoking} onClose={() => setRevoking(undefined)} /> : null}
    </ConsolePage>
  );
}
