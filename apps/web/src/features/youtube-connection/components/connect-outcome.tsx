import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * How the round trip through Google ended, as the callback page learnt it: carried to the
 * screen in the history entry's state, so the address shows no code and a reload of the
 * screen does not ask Google's answer again.
 */
export type ConnectOutcome = { kind: 'connected' | 'failed'; message: string };

declare module '@tanstack/history' {
  interface HistoryState {
    youtubeConnectOutcome?: ConnectOutcome;
  }
}

/** The outcome at the top of the screen until dismissed: a success, or why it failed. */
export function ConnectOutcomeBanner({
  outcome,
  onDismiss,
}: {
  outcome: ConnectOutcome;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const failed = outcome.kind === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={`mb-6 flex flex-col items-start gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        failed
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-emerald-300 bg-emerald-50 text-emerald-900'
      }`}
    >
      {/* A success's own message says it all; a failure says what failed, then why. */}
      {failed ? (
        <div className="min-w-0">
          <p className="font-semibold">{t('youtubeConnection.outcome.failedTitle')}</p>
          <p className="mt-0.5 text-sm">{outcome.message}</p>
        </div>
      ) : (
        <p className="min-w-0 font-semibold">{outcome.message}</p>
      )}
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('common.dismiss')}
      </Button>
    </div>
  );
}
