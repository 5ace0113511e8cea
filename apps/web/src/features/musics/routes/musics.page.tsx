import { useTranslation } from 'react-i18next';
import { LinkCardList } from '../../../shared/ui/link-card-list.tsx';
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
      <LinkCardList className="mt-6 grid gap-3 sm:grid-cols-3" links={sections} />
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
