import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPERATOR_API_PATHS,
  type OperatorCodeBody,
  type OperatorSignInReply,
  zOperatorCodeBody,
  zOperatorSessionReply,
  zOperatorWhoamiReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormErrorText } from '../../shared/i18n/form-errors.ts';
import { copyText } from '../../shared/lib/copy-text.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { showSnackbar } from '../../shared/ui/snackbar-store.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { setOperatorSession } from '../session/operator-session.ts';
import { authTexts } from './texts.ts';

/** The key an otpauth URI carries, for typing into an app that cannot scan. */
export function otpauthSecret(uri: string): string | undefined {
  try {
    return new URL(uri).searchParams.get('secret') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Minutes left until a step's token ends, at least 1. */
function minutesUntil(expiresAt: string): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - Date.now()) / 60_000));
}

/**
 * The second step of signing in (docs/product.md §17.2): confirm a new authenticator
 * (`enrol`) or give its code or a recovery code (`code`). Ends with the session stored;
 * an enrolment also hands its recovery codes to `onSignedIn`.
 */
export function SecondStep({
  reply,
  onSignedIn,
  onStartOver,
}: {
  reply: OperatorSignInReply;
  onSignedIn: (recoveryCodes: string[] | undefined) => void;
  onStartOver: () => void;
}) {
  const t = useConsoleTexts(authTexts);
  const errorText = useFormErrorText();
  const enrol = reply.step === 'enrol';
  const form = useForm<OperatorCodeBody>({
    resolver: zodResolver(zOperatorCodeBody),
    defaultValues: { pending_token: reply.pending_token, code: '' },
  });
  const confirm = useMutation({
    mutationFn: async (body: OperatorCodeBody) => {
      const path = enrol
        ? OPERATOR_API_PATHS.operatorSignInEnrol
        : OPERATOR_API_PATHS.operatorSignInCode;
      const session = zOperatorSessionReply.parse(
        await operatorCall(path, { method: 'POST', body }),
      );
      const who = zOperatorWhoamiReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorWhoami, { token: session.token }),
      );
      setOperatorSession({
        token: session.token,
        email: who.operator,
        expiresAt: session.expires_at,
      });
      return session.recovery_codes;
    },
    onSuccess: onSignedIn,
    onError: () => form.setValue('code', ''),
  });
  const secret = reply.step === 'enrol' ? otpauthSecret(reply.otpauth_uri) : undefined;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => confirm.mutate(body))}
      className="flex flex-col gap-4"
    >
      <h1 className="text-xl font-bold text-gray-900">{enrol ? t.enrolTitle : t.codeTitle}</h1>
      <p className="text-sm text-gray-600">{enrol ? t.enrolIntro : t.codeIntro}</p>
      {reply.step === 'enrol' ? (
        <>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(reply.qr_svg)}`}
            alt={t.qrAlt}
            width={192}
            height={192}
            className="mx-auto size-48 rounded-lg border border-gray-200 bg-white"
          />
          {secret ? (
            <div className="text-sm text-gray-700">
              <p>{t.secretLabel}</p>
              <code
                data-testid="totp-secret"
                className="mt-1 block rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm break-all select-all"
              >
                {secret}
              </code>
            </div>
          ) : null}
        </>
      ) : null}
      <p className="text-xs text-gray-500">{t.stepExpired(minutesUntil(reply.expires_at))}</p>
      <FormAlert message={confirm.isError ? errorMessage(confirm.error, t.code) : null} />
      <TextField
        label={enrol ? t.enrolCode : t.code}
        autoComplete="one-time-code"
        inputMode={enrol ? 'numeric' : 'text'}
        autoFocus
        error={errorText(form.formState.errors.code)}
        {...form.register('code')}
      />
      <Button type="submit" loading={confirm.isPending} fullWidth>
        {enrol ? t.confirmEnrol : t.signIn}
      </Button>
      <Button type="button" variant="ghost" onClick={onStartOver}>
        {t.startOver}
      </Button>
    </form>
  );
}

/** The recovery codes of a new enrolment, shown once, with a way to copy them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useConsoleTexts(authTexts);
  const list = useRef<HTMLOListElement>(null);
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold text-gray-900">{t.recoveryTitle}</h1>
      <p className="text-sm text-gray-600">{t.recoveryIntro}</p>
      <ol
        ref={list}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-gray-100 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          void copyText(codes.join('\n'), list.current).then((done) => {
            if (!done) return;
            setCopied(true);
            showSnackbar(t.copied, 'success');
          })
        }
      >
        {copied ? t.copied : t.copyCodes}
      </Button>
      <Button type="button" onClick={onDone}>
        {t.savedCodes}
      </Button>
    </div>
  );
}
