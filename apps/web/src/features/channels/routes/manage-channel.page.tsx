import { useTranslation } from 'react-i18next';
import { PreparingPage } from '../../../shared/ui/page.tsx';

/** /manage-channel */
export function ManageChannelPage() {
  const { t } = useTranslation();
  return (
    <PreparingPage title={t('pages.manageChannelTitle')} note={t('pages.manageChannelNote')} />
  );
}
