import { formatDate } from '@portal/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n/i18n.ts';
import { importWithReload } from '../../../shared/lib/chunk-reload.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { NicknameForm } from '../components/nickname-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';

/** Managers' only: a member's page never downloads the API tokens section. */
const NetworkTokensSection = lazy(
  importWithReload(async () => ({
    default: (await import('../components/network-tokens-section.tsx')).NetworkTokensSection,
  })),
);

/** Below the forms, with texts of its own: it comes after the page's first paint. */
const MailPreferencesSection = lazy(
  importWithReload(async () => ({
    default: (await import('../components/mail-preferences-section.tsx')).MailPreferencesSection,
  })),
);

/**
 * /config-account: email (read-only), nickname, password, the emails the member gets, a
 * manager's API tokens for the network's tools, account deletion.
 */
export function ConfigAccountPage() {
  const { t } = useTranslation();
  const me = useMe();

  if (!me.data) {
    return (
      <>
        <PageHeader title={t('account.title')} description={t('account.description')} />
        <PageSpinner />
      </>
    );
  }

  const registeredAt = formatDate(me.data.registered_at, currentLocale(), { style: 'long' });

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
        <Suspense fallback={<PageSpinner />}>
          <MailPreferencesSection />
        </Suspense>
        {me.data.permission_flag === 1 ? (
          <Suspense fallback={<PageSpinner />}>
            <NetworkTokensSection />
          </Suspense>
        ) : null}
        <DeleteAccountSection />
      </div>
    </>
  );
}
