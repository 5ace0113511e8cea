import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  OPERATOR_API_PATHS,
  type OperatorSignInReply,
  zOperatorSetUpBody,
  zOperatorSignInReply,
} from '@portal/shared';
import { errorMessage } from '../../shared/api/api-error.ts';
import { useFormErrorText } from '../../shared/i18n/form-errors.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { NewPasswordFields } from '../../shared/ui/new-password-fields.tsx';
import { operatorCall } from '../api/operator-call.ts';
import { useConsoleSearch } from '../app/console-link.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { AuthFrame } from './auth-frame.tsx';
import { useAfterSignIn } from './sign-in.page.tsx';
import { authTexts } from './texts.ts';
import { RecoveryCodes, SecondStep } from './two-factor-steps.tsx';

const zSetUpForm = zOperatorSetUpBody
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, {
    path: ['confirm'],
    message: 'passwordsDiffer',
  });
type SetUpForm = z.input<typeof zSetUpForm>;

type Step =
  | { kind: 'password' }
  | { kind: 'second'; reply: OperatorSignInReply }
  | { kind: 'recovery'; codes: string[] };

/**
 * /operator/set-up?token= (docs/product.md §17.2): an invitation's link. The invitee
 * chooses a password, then enrols an authenticator and keeps the recovery codes.
 */
export function SetUpPage() {
  const t = useConsoleTexts(authTexts);
  const errorText = useFormErrorText();
  const afterSignIn = useAfterSignIn();
  const search = useConsoleSearch();
  const token = typeof search.token === 'string' ? search.token : '';
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const form = useForm<SetUpForm>({
    resolver: zodResolver(zSetUpForm),
    defaultValues: { token, password: '', confirm: '' },
  });
  const setUp = useMutation({
    mutationFn: async ({ password }: SetUpForm) =>
      zOperatorSignInReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSetUp, {
          method: 'POST',
          body: { token, password },
        }),
      ),
    onSuccess: (reply) => setStep({ kind: 'second', reply }),
  });

  if (step.kind === 'second') {
    return (
      <AuthFrame title={t.enrolTitle}>
        <SecondStep
          reply={step.reply}
          onStartOver={() => setStep({ kind: 'password' })}
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
  const confirmError = form.formState.errors.confirm;
  return (
    <AuthFrame title={t.setUpTitle}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setUp.mutate(values))}
        className="flex flex-col gap-4"
      >
        <h1 className="text-xl font-bold text-gray-900">{t.setUpTitle}</h1>
        {token ? (
          <>
            <p className="text-sm text-gray-600">{t.setUpIntro}</p>
            <FormAlert message={setUp.isError ? errorMessage(setUp.error, t.setUpTitle) : null} />
            <NewPasswordFields
              password={{
                label: t.newPassword,
                hint: t.newPasswordHint,
                autoFocus: true,
                error: errorText(form.formState.errors.password),
                ...form.register('password'),
              }}
              confirm={{
                label: t.confirmPassword,
                error:
                  confirmError?.message === 'passwordsDiffer'
                    ? t.passwordsDiffer
                    : errorText(confirmError),
                ...form.register('confirm'),
              }}
            />
            <Button type="submit" loading={setUp.isPending} fullWidth>
              {t.setPassword}
            </Button>
          </>
        ) : (
          <FormAlert message={t.noToken} />
        )}
      </form>
    </AuthFrame>
  );
}
