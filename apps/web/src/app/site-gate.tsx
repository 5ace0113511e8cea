import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteContext } from '../shared/site/site-context.ts';
import { Button } from '../shared/ui/button.tsx';
import { FullScreenSpinner } from '../shared/ui/spinner.tsx';
import type { SiteBootstrap } from './site-bootstrap.ts';

/** Holds the app back until the site is known: white spinner, or a plain "unavailable" page. */
export function SiteGate({ site, children }: { site: SiteBootstrap; children: ReactNode }) {
  const state = useSyncExternalStore(site.subscribe, site.getState, site.getState);
  if (state.status === 'loading') return <FullScreenSpinner />;
  if (state.status === 'error') return <SiteUnavailable onRetry={() => void site.start()} />;
  return <SiteContext.Provider value={state.theme}>{children}</SiteContext.Provider>;
}

function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-6 text-center">
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('site.unavailableTitle')}</h1>
      <p className="max-w-md text-sm text-gray-600">{t('site.unavailableDescription')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('site.retry')}
      </Button>
    </main>
  );
}
