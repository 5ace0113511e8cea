import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /report-video */
export function ReportVideoPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.reportVideoTitle')} note={t('pages.reportVideoNote')} />;
}
