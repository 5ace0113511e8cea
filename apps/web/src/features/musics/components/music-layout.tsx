import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/page.tsx';

const TABS = [
  { to: '/musics', label: 'home', exact: true },
  { to: '/musics/all', label: 'all', exact: false },
  { to: '/musics/tags', label: 'tags', exact: false },
  { to: '/musics/shopping', label: 'shopping', exact: false },
  { to: '/musics/ranking', label: 'ranking', exact: false },
  { to: '/musics/favorites', label: 'favorites', exact: false },
] as const;

const TAB_CLASS =
  'flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

/** The music screens' own menu: a row of tabs that scrolls sideways on a phone. */
function MusicNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('musics.nav.label')} className="-mx-1 mb-6 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              activeOptions={{ exact: tab.exact, includeSearch: false }}
              className={TAB_CLASS}
              activeProps={{ className: 'border-primary bg-primary text-on-primary' }}
              inactiveProps={{
                className: 'border-gray-200 bg-white text-gray-700 hover:border-primary',
              }}
            >
              {t(`musics.nav.${tab.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A music screen: its heading, the music tabs, then its content. */
export function MusicPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <MusicNav />
      {children}
    </>
  );
}

/** How to use a track in a Short, with the way to the upload guides. */
export function UsageNote() {
  const { t } = useTranslation();
  const guides = [
    { to: '/guides/aos-mobile-upload', label: t('pages.guideAosMobileUploadTitle') },
    { to: '/guides/ios-mobile-upload', label: t('pages.guideIosMobileUploadTitle') },
    { to: '/guides/pc-upload', label: t('pages.guidePcUploadTitle') },
  ] as const;
  return (
    <aside
      aria-labelledby="music-usage-title"
      className="rounded-2xl border border-primary/30 bg-primary-dim/50 p-4 text-sm text-gray-800 sm:p-5"
    >
      <h2 id="music-usage-title" className="font-semibold text-gray-900">
        {t('musics.usage.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('musics.usage.pick')}</li>
        <li>{t('musics.usage.volume')}</li>
        <li>{t('musics.usage.length')}</li>
      </ul>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        {guides.map((guide) => (
          <li key={guide.to}>
            <Link
              to={guide.to}
              className="font-medium text-primary-ink underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {guide.label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
