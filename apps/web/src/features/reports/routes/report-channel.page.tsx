import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /report-channel */
export function ReportChannelPage() {
  const { t } = useTranslation();
  return (
    <PreparingPage title={t('pages.reportChannelTitle')} note={t('pages.reportChannelNote')} />
  );
}
