/**
 * The generator (demo/generate) in a worker thread, a few days ahead of the load: at
 * 100 M it takes about 40 minutes on its own core, time the load would otherwise wait
 * for. `generateAhead` yields each group of files as it is written (the rates and video
 * list, then each day's reports); the worker stops while `ahead` groups wait to be
 * taken, so the disk holds a few days' files, never the whole set.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { generateDemoData, type Summary } from '../../../apps/server/src/demo/generate/generate.ts';
import { parseScale } from '../../../apps/server/src/demo/generate/scale.ts';

type Plan = { outDir: string; seed: number; scale: string; lastDay: string; fromDay: number };

type Message = { files: string[] } | { summary: Summary } | { error: string };

/**
 * In the worker: generate, posting each group, waiting while `ahead` are untaken. The
 * loader posts a message for each group it has taken (a listener on the port, unlike
 * `Atomics.waitAsync`, keeps the worker alive while it waits).
 */
async function work(plan: Plan, ahead: number): Promise<void> {
  const port = parentPort!;
  let written = 0;
  let taken = 0;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    taken += 1;
    wake?.();
  });
  const summary = await generateDemoData({
    ...plan,
    scale: parseScale(plan.scale)!,
    onFiles: async (files) => {
      written += 1;
      port.postMessage({ files } satisfies Message);
      while (written - taken > ahead) await new Promise<void>((resolve) => (wake = resolve));
    },
  });
  port.postMessage({ summary } satisfies Message);
  port.close();
}

if (!isMainThread && workerData?.generateAhead) {
  const { plan, ahead } = workerData as { plan: Plan; ahead: number };
  work(plan, ahead).catch((error: unknown) =>
    parentPort!.postMessage({ error: String(error) } satisfies Message),
  );
}

/**
 * Each group of files as the worker writes it; the next is asked for when the caller has
 * finished with one (the loop's next turn). Returns the generator's summary.
 */
export async function* generateAhead(
  plan: Plan,
  ahead = 2,
): AsyncGenerator<string[], Summary, undefined> {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { generateAhead: true, plan, ahead },
  });
  const waiting: Message[] = [];
  let wake: (() => void) | undefined;
  let failed: Error | undefined;
  worker.on('message', (message: Message) => {
    waiting.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failed = error;
    wake?.();
  });
  worker.on('exit', (code) => {
    failed ??= new Error(`demo:generate's worker stopped (exit code ${code})`);
    wake?.();
  });
  try {
    for (;;) {
      while (waiting.length === 0 && !failed)
        await new Promise<void>((resolve) => (wake = resolve));
      const message = waiting.shift();
      if (!message) throw failed!;
      if ('error' in message) throw new Error(`demo:generate failed: ${message.error}`);
      if ('summary' in message) return message.summary;
      yield message.files;
      worker.postMessage('taken');
    }
  } finally {
    await worker.terminate();
  }
}
