import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from './button.tsx';
import { OutlineIcon } from './outline-icon.tsx';
import { Card } from './page.tsx';

/**
 * What a manager's screen shows a member who opens its address: the menu hides the entry
 * from members, and the server refuses them every call, so the screen says so plainly
 * instead of showing refused calls.
 */
export function ManagersOnly({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Card className="max-w-2xl">
      <div data-testid="managers-only" className="flex items-start gap-4">
        <OutlineIcon className="size-8 shrink-0 text-primary-ink">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </OutlineIcon>
        <div>
          <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
          <p className="mt-1.5 text-sm text-gray-600">{text}</p>
          <Link to="/dashboard" className={`${buttonClassName({ variant: 'secondary' })} mt-4`}>
            {t('common.goToDashboard')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
