import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../shared/site/site-context.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { SiteLogo } from '../../../shared/ui/site-logo.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * `/`: the site's public front door, in its colours and with its logo: what the
 * service offers creators, and the login form beside it (sign-up one click away).
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSite();
  const signedIn = Boolean(useToken());

  const features: { title: string; text: string; icon: ReactNode }[] = [
    {
      title: t('home.featureAnalyticsTitle'),
      text: t('home.featureAnalyticsText'),
      icon: <ChartIcon />,
    },
    { title: t('home.featureMusicTitle'), text: t('home.featureMusicText'), icon: <MusicIcon /> },
    {
      title: t('home.featureChannelsTitle'),
      text: t('home.featureChannelsText'),
      icon: <BadgeIcon />,
    },
    { title: t('home.featureShareTitle'), text: t('home.featureShareText'), icon: <ShareIcon /> },
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="mx-auto flex w-full max-w-(--layout-max-width) items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <SiteLogo />
        <LanguageSwitch />
      </header>

      <main className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-b from-primary-dim to-white">
          <div className="mx-auto grid max-w-(--layout-max-width) items-center gap-10 px-4 pt-10 pb-14 sm:px-8 sm:pt-16 sm:pb-20 lg:grid-cols-[1fr_minmax(0,26rem)]">
            <div className="flex flex-col items-start gap-6">
              <p className="rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary-ink shadow-xs">
                {site.siteName}
              </p>
              <h1 className="max-w-2xl text-3xl leading-tight font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
                {t('home.headline')}
              </h1>
              <p className="max-w-2xl text-base leading-relaxed text-gray-700 sm:text-lg">
                {t('home.lead')}
              </p>
              {signedIn ? (
                <Link to="/dashboard" className={buttonClassName({ size: 'lg' })}>
                  {t('home.dashboard')}
                </Link>
              ) : null}
            </div>
            {signedIn ? null : (
              <div
                aria-labelledby="home-login"
                role="region"
                className="w-full rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <h2 id="home-login" className="mb-5 text-xl font-bold text-gray-900">
                  {t('login.title')}
                </h2>
                <LoginForm onLoggedIn={() => void navigate({ to: '/dashboard' })} />
                <p className="mt-6 text-center text-sm text-gray-600">
                  {t('login.noAccount')}{' '}
                  <Link
                    to="/join"
                    className="font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
                  >
                    {t('home.join')}
                  </Link>
                </p>
              </div>
            )}
          </div>
        </section>

        <section
          aria-labelledby="home-features"
          className="mx-auto max-w-(--layout-max-width) px-4 py-14 sm:px-8"
        >
          <h2 id="home-features" className="text-xl font-bold text-gray-900 sm:text-2xl">
            {t('home.featuresTitle')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <li
                key={feature.title}
                className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs"
              >
                <div className="flex size-11 items-center justify-center rounded-xl bg-primary-dim text-primary-ink">
                  {feature.icon}
                </div>
                <h3 className="mt-4 font-semibold text-gray-900">{feature.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-gray-100">
        <p className="mx-auto max-w-(--layout-max-width) px-4 py-6 text-xs text-gray-500 sm:px-8">
          {t('home.footer')}
        </p>
      </footer>
    </div>
  );
}

function ChartIcon() {
  return (
    <OutlineIcon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </OutlineIcon>
  );
}

function MusicIcon() {
  return (
    <OutlineIcon>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </OutlineIcon>
  );
}

function BadgeIcon() {
  return (
    <OutlineIcon>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
      <path d="m9 12 2 2 4-4" />
    </OutlineIcon>
  );
}

function ShareIcon() {
  return (
    <OutlineIcon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v9l6.5 6.2" />
    </OutlineIcon>
  );
}
