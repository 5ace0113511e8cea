import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { snackbar } from '../../shared/ui/snackbar-store.ts';
import { useLogout } from '../../shared/session/logout.ts';

/**
 * The sign-out confirmation (docs/product.md §3.1), opened from the menu or by the
 * `?logout` flag.
 */
export function LogoutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const confirm = () => {
    logout.mutate(undefined, {
      onSuccess: (reply) => {
        if (reply.message) snackbar.success(reply.message);
      },
      onSettled: () => {
        onClose();
        void navigate({ to: '/login', replace: true });
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!logout.isPending}
      title={t('logout.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={logout.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={confirm} loading={logout.isPending}>
            {t('logout.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('logout.message')}</p>
    </Modal>
  );
}
