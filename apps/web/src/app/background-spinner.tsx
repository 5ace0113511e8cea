import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LOADING_HIDE_DELAY_MS, useIsGlobalLoading } from '../shared/lib/global-loading.ts';
import { OverlaySpinner } from '../shared/ui/spinner.tsx';

/**
 * The dim overlay spinner during background actions (docs/product.md §3.10): shown while
 * any global-loading key is active (every mutation is one, see query-client.ts), hidden a
 * moment after the last one ends. It lives in a portal beside the app, over open
 * modals, so it still blocks a second click while a modal's action runs.
 */
export function BackgroundSpinner() {
  const busy = useIsGlobalLoading();
  const [lingering, setLingering] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);

  // Adjusting state during render when `busy` changes (React's recommended pattern).
  if (wasBusy !== busy) {
    setWasBusy(busy);
    setLingering(!busy);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = window.setTimeout(() => setLingering(false), LOADING_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lingering]);

  return busy || lingering ? createPortal(<OverlaySpinner />, document.body) : null;
}
