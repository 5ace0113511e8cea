import type { Channel, ChannelStatus, VerificationState } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';

const STATUS_KEY = {
  0: 'pending',
  1: 'deniedPending',
  2: 'approved',
  3: 'rejected',
} as const satisfies Record<ChannelStatus, string>;

const STATUS_TONE: Record<ChannelStatus, string> = {
  0: 'bg-gray-100 text-gray-800',
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-emerald-100 text-emerald-900',
  3: 'bg-red-100 text-red-800',
};

const VERIFICATION_TONE: Record<VerificationState, string> = {
  pending_verification: 'bg-gray-100 text-gray-800',
  verifying: 'bg-sky-100 text-sky-900',
  verified: 'bg-emerald-100 text-emerald-900',
  needs_verification: 'bg-red-100 text-red-800',
};

const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * Review status 0–3 (docs/product.md §5.10) as a coloured badge: waiting, on hold,
 * approved, rejected.
 */
export function ReviewStatusBadge({ status }: { status: ChannelStatus }) {
  const statusText = useReviewStatusText();
  return <span className={`${BADGE} ${STATUS_TONE[status]}`}>{statusText(status)}</span>;
}

/** A review status's name: waiting, on hold, approved or rejected. */
export function useReviewStatusText(): (status: ChannelStatus) => string {
  const { t } = useTranslation();
  return (status) => t(`channels.status.${STATUS_KEY[status]}`);
}

/** Where verification stands; `verifying` spins while the server checks the description. */
export function VerificationBadge({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const state = channel.verification;
  return (
    <span className={`${BADGE} ${VERIFICATION_TONE[state]}`}>
      {state === 'verifying' ? <Spinner className="size-3" /> : null}
      {t(`channels.verification.${state}`)}
    </span>
  );
}

/**
 * Why the last verification failed, in the words of docs/product.md §11.2 for a missing
 * code.
 */
export function useVerificationFailureText(): (channel: Channel) => string {
  const { t } = useTranslation();
  return (channel) => t(`channels.failure.${channel.verification_failure ?? 'code_not_found'}`);
}
