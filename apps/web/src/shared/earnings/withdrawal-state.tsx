import type { WithdrawalState } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const TONES: Record<WithdrawalState, string> = {
  requested: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-blue-50 text-blue-800 ring-blue-200',
  paid: 'bg-green-50 text-green-800 ring-green-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-200',
};

/** Where a withdrawal request stands, in words (colour only repeats them). */
export function WithdrawalStateBadge({ state }: { state: WithdrawalState }) {
  const { t } = useTranslation('money');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[state]}`}
    >
      {t(`earnings.states.${state}`)}
    </span>
  );
}
