import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OverlaySpinner } from '../shared/ui/spinner.tsx';

/** Lets a quick succession of actions read as one instead of flickering the overlay. */
const HIDE_DELAY_MS = 150;

/**
 * The dim overlay spinner during background actions (spec §2). Every mutation counts,
 * each tracked under its own mutation key, unless it opts out with `meta.overlay: false`
 * (a page that shows its own progress); the overlay hides a moment after the last ends.
 */
export function BackgroundSpinner() {
  const busy = useIsMutating({ predicate: (mutation) => mutation.meta?.overlay !== false }) > 0;
  const [lingering, setLingering] = useState(false);
  const [wasBusy, setWasBusy] = useState(busy);

  // Adjusting state during render when `busy` changes (React's recommended pattern).
  if (wasBusy !== busy) {
    setWasBusy(busy);
    if (!busy) setLingering(true);
  }

  useEffect(() => {
    if (!lingering) return;
    const timer = window.setTimeout(() => setLingering(false), HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [lingering]);

  return busy || lingering ? <OverlaySpinner /> : null;
}
