import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OutlineIcon } from '../ui/outline-icon.tsx';
import { useMe } from './get-me.ts';

/**
 * An unverified channel suspends its service use and audio revenue payments
 * (docs/product.md §3.5). While member/me says so (`settings.channel_verify_needed`),
 * every page of the dashboard layout says it too, without blocking anything, and points
 * to channel management.
 */
export function ChannelVerifyBanner() {
  const { t } = useTranslation();
  const needed = useMe().data?.settings.channel_verify_needed === true;
  return (
    // A status region that is always there, so the notice is read out when it appears.
    <div role="status">
      {needed ? (
        <div
          data-testid="channel-verify-banner"
          className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center"
        >
          <OutlineIcon className="size-6 shrink-0 text-amber-700">
            <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          </OutlineIcon>
          <p className="flex-1 text-sm">
            <strong className="font-semibold">{t('channels.verifyNeeded.title')}</strong>{' '}
            {t('channels.verifyNeeded.text')}
          </p>
          <Link
            to="/manage-channel"
            className="shrink-0 self-start rounded-lg text-sm font-semibold text-amber-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 sm:self-center"
          >
            {t('channels.verifyNeeded.link')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
