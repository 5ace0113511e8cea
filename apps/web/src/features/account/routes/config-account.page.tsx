import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { hasPendingModalFlag } from '../../../shared/lib/query-flags.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { NicknameForm } from '../components/nickname-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/** /config-account: email (read-only), nickname, password, account deletion. */
export function ConfigAccountPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (!me.data) {
    return (
      <>
        <PageHeader title={t('account.title')} description={t('account.description')} />
        <PageSpinner />
      </>
    );
  }

  const registeredAt = formatDate(me.data.registered_at, i18n.language);

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="grid max-w-2xl gap-6">
        <Card>
          <div className="flex flex-col gap-4">
            <TextField
              label={t('account.email')}
              type="email"
              value={me.data.email}
              readOnly
              hint={t('account.emailHint')}
            />
            {registeredAt ? (
              <p className="text-sm text-gray-600">
                <span className="font-medium text-gray-800">{t('account.registeredAt')}</span>{' '}
                {registeredAt}
              </p>
            ) : null}
          </div>
        </Card>
        {/* Keyed by the nickname so the field shows the saved value after a change. */}
        <NicknameForm key={me.data.nickname} currentNickname={me.data.nickname} />
        <PasswordForm />
        <DeleteAccountSection initiallyOpen={hasPendingModalFlag('delete', pathname)} />
      </div>
    </>
  );
}

function formatDate(value: string, locale: string): string | undefined {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
