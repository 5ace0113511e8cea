/** A job run by a timer in this process; `stop()` waits for a run under way to end. */
export type Repeating = { stop(): Promise<void> };

/**
 * Runs `work` every `intervalMs`, never two runs at once (a tick while one runs is
 * skipped), first right away when `immediately`. A failed run goes to `onError` and the
 * next tick tries again. The timer does not keep the process alive.
 */
export function repeat(
  intervalMs: number,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
  { immediately = false }: { immediately?: boolean } = {},
): Repeating {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (immediately) tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
