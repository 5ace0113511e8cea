import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthShell } from '../components/auth-shell.tsx';
import { JoinForm } from '../components/join-form.tsx';
import { JoinSuccess } from '../components/join-success.tsx';

/** /join: the sign-up form, then its success page. */
export function JoinPage() {
  const { t } = useTranslation();
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  if (joinedEmail !== null) {
    return (
      <AuthShell>
        <JoinSuccess email={joinedEmail} />
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <h1 className="text-2xl font-bold text-gray-900">{t('join.title')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600">{t('join.subtitle')}</p>
      <JoinForm onJoined={setJoinedEmail} />
      <p className="mt-6 text-center text-sm text-gray-600">
        {t('join.haveAccount')}{' '}
        <Link
          to="/login"
          className="font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
        >
          {t('join.login')}
        </Link>
      </p>
    </AuthShell>
  );
}
