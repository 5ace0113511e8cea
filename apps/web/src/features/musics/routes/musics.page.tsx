import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /musics: the music home, with the ways into the catalogue. */
export function MusicsPage() {
  const { t } = useTranslation();
  const sections = [
    { to: '/musics/all', label: t('pages.musicsAllTitle') },
    { to: '/musics/tags', label: t('pages.musicsTagsTitle') },
    { to: '/musics/shopping', label: t('pages.musicsShoppingTitle') },
  ] as const;
  return (
    <PreparingPage title={t('pages.musicsTitle')} note={t('pages.musicsNote')}>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="flex min-h-14 items-center justify-between rounded-2xl border border-gray-200 bg-white px-5 font-medium text-gray-900 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {section.label}
              <span aria-hidden="true" className="text-primary">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PreparingPage>
  );
}

/** /musics/all */
export function MusicsAllPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.musicsAllTitle')} note={t('pages.musicsAllNote')} />;
}

/** /musics/shopping */
export function MusicsShoppingPage() {
  const { t } = useTranslation();
  return (
    <PreparingPage title={t('pages.musicsShoppingTitle')} note={t('pages.musicsShoppingNote')} />
  );
}

/** /musics/tags */
export function MusicsTagsPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.musicsTagsTitle')} note={t('pages.musicsTagsNote')} />;
}
