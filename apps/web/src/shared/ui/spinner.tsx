import { useTranslation } from 'react-i18next';

/** A spinning ring in the current text colour. */
export function Spinner({ className = 'size-6' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={`animate-spin ${className}`}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** White, full screen: only while the site's metadata loads, before anything is branded. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="app-spinner"
      role="status"
      aria-label={t('common.loading')}
      className="fixed inset-0 z-[2500] flex items-center justify-center bg-white text-gray-400"
    >
      <Spinner className="size-10" />
    </div>
  );
}

/**
 * Dims the page during a background action so it is not clicked twice. Above modals
 * (z-index 1000 + 2 per level), under snackbars, which must stay readable.
 */
export function OverlaySpinner() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      aria-label={t('common.working')}
      className="fixed inset-0 z-[2500] flex cursor-progress items-center justify-center bg-gray-950/30 text-white"
    >
      <Spinner className="size-10" />
    </div>
  );
}

/** In-page loading state (a lazy page arriving, a section loading). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="flex min-h-40 items-center justify-center text-primary-ink"
    >
      <Spinner className="size-8" />
    </div>
  );
}
