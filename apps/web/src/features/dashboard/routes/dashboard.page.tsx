import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /dashboard: figures and charts arrive with the reporting work; until then, no made-up numbers. */
export function DashboardPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.dashboardTitle')} note={t('pages.dashboardNote')} />;
}
