import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  OPERATOR_API_PATHS,
  type OperatorSignInBody,
  type OperatorSignInReply,
  zOperatorSignInBody,
  zOperatorSignInReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormErrorText } from '../../shared/i18n/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { localizePath } from '../../shared/i18n/locale-path.ts';
import { consolePath, useConsoleSearch } from '../app/console-link.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { AuthFrame } from './auth-frame.tsx';
import { authTexts } from './texts.ts';
import { RecoveryCodes, SecondStep } from './two-factor-steps.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'second'; reply: OperatorSignInReply }
  | { kind: 'recovery'; codes: string[] };

/**
 * Where a finished sign-in goes: the page it interrupted (a public path, language prefix
 * and all, checked by the route to be the console's), else the overview.
 */
export function useAfterSignIn(): () => void {
  const router = useRouter();
  const search = useConsoleSearch();
  const locale = useConsoleLocale();
  return () => {
    const from = typeof search.from === 'string' ? search.from : undefined;
    router.history.replace(from ?? localizePath(consolePath(), locale));
  };
}

/**
 * /operator/sign-in (docs/product.md §17.2): email and password, then the authenticator's
 * code (or a recovery code); the first time, enrolling the authenticator instead, which
 * ends with the recovery codes.
 */
export function SignInPage() {
  const t = useConsoleTexts(authTexts);
  const errorText = useFormErrorText();
  const afterSignIn = useAfterSignIn();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const form = useForm<OperatorSignInBody>({
    resolver: zodResolver(zOperatorSignInBody),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: async (body: OperatorSignInBody) =>
      zOperatorSignInReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSignIn, { method: 'POST', body }),
      ),
    onSuccess: (reply) => setStep({ kind: 'second', reply }),
    onError: () => form.setValue('password', ''),
  });

  if (step.kind === 'second') {
    return (
      <AuthFrame title={step.reply.step === 'enrol' ? t.enrolTitle : t.codeTitle}>
        <SecondStep
          reply={step.reply}
          onStartOver={() => {
            signIn.reset();
            setStep({ kind: 'password' });
          }}
          onSignedIn={(codes) => (codes ? setStep({ kind: 'recovery', codes }) : afterSignIn())}
        />
      </AuthFrame>
    );
  }
  if (step.kind === 'recovery') {
    return (
      <AuthFrame title={t.recoveryTitle}>
        <RecoveryCodes codes={step.codes} onDone={afterSignIn} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t.signInTitle}>
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => signIn.mutate(body))}
        className="flex flex-col gap-4"
      >
        <h1 className="text-xl font-bold text-gray-900">{t.signInTitle}</h1>
        <p className="text-sm text-gray-600">{t.signInIntro}</p>
        <FormAlert message={signIn.isError ? errorMessage(signIn.error, t.signInTitle) : null} />
        <TextField
          label={t.email}
          type="email"
          autoComplete="username"
          autoFocus
          error={errorText(form.formState.errors.email)}
          {...form.register('email')}
        />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          error={errorText(form.formState.errors.password)}
          {...form.register('password')}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t.next}
        </Button>
      </form>
    </AuthFrame>
  );
}
