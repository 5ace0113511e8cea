import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /notices */
export function NoticesPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.noticesTitle')} note={t('pages.noticesNote')} />;
}

/** /notices/$id */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.noticeDetailTitle')} note={t('pages.noticeDetailNote')} />;
}
