import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /manage-member (listed in the menu for managers only, permission_flag = 1). */
export function ManageMemberPage() {
  const { t } = useTranslation();
  return <PreparingPage title={t('pages.manageMemberTitle')} note={t('pages.manageMemberNote')} />;
}
