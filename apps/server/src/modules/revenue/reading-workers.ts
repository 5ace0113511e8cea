import type { Readable } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type pg from 'pg';
import type { FileRead } from './file-reading.ts';
import { ImportError, type ImportProblem } from './import-problems.ts';
import type { FileKind } from './report-files.ts';
import type { StageBatch } from './stage-rows.ts';
import { openStage, type StageSender } from './staging.ts';

/**
 * Files are read in worker threads (decision 031). Splitting, checking and summing a
 * file's rows is most of an import's work in Node; on the thread that serves the
 * portal's requests it held a request up by as much as 160 ms as a file ended. Here that
 * thread only moves bytes: the stream's chunks to a worker, the worker's batches into
 * the stage. The files `importEach` reads ahead are read at the same time.
 */

/** A file handed to a worker, with the port its chunks come and its replies go by. */
export type FileToRead = {
  port: MessagePort;
  file: string;
  /** A set crosses to the worker as it is (structured clone). */
  registered: Set<string>;
  copy: boolean;
};

/** Sent to the worker over the file's port. */
export type ToReader = { bytes: Uint8Array } | { end: true };

/** Why a worker could not read a file: the file was refused, or the reading broke. */
export type Failure =
  | {
      refused: {
        file: string;
        reason: string;
        problem: ImportProblem | undefined;
        line: number | undefined;
        column: string | undefined;
      };
    }
  | { broken: { message: string; stack: string | undefined } };

/** What the worker tells over the file's port. */
export type Reply =
  | { kind: FileKind }
  | { batch: StageBatch }
  | { firstDay: string }
  | { progress: number }
  /** A chunk was read: the next may be sent. */
  | { taken: true }
  | { read: FileRead }
  | { failed: Failure };

/** A worker thread reading files, one at a time. */
type ReadingWorker = {
  thread: Worker;
  /** Set once the thread has stopped (it never should): it reads nothing more. */
  ended: Error | undefined;
  /** Told when the thread stops while a file is being read. */
  onEnd: (() => void) | undefined;
};

/** Workers between files, unreferenced so that they keep no process alive. */
const idle: ReadingWorker[] = [];

function startWorker(): ReadingWorker {
  const worker: ReadingWorker = {
    thread: new Worker(new URL('./reading-worker.ts', import.meta.url)),
    ended: undefined,
    onEnd: undefined,
  };
  const end = (error: Error) => {
    worker.ended ??= error;
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
    worker.onEnd?.();
  };
  worker.thread.on('error', end);
  worker.thread.on('exit', (code) => end(new Error(`the reading worker stopped (code ${code})`)));
  return worker;
}

function takeWorker(): ReadingWorker {
  const worker = idle.pop() ?? startWorker();
  worker.thread.ref();
  return worker;
}

function giveBack(worker: ReadingWorker): void {
  worker.onEnd = undefined;
  if (worker.ended) return;
  worker.thread.unref();
  idle.push(worker);
}

/** The worker's replies about one file, in the order they came. */
function repliesOver(port: MessagePort, worker: ReadingWorker) {
  const arrived: Reply[] = [];
  let wake: (() => void) | undefined;
  port.on('message', (reply: Reply) => {
    arrived.push(reply);
    wake?.();
  });
  worker.onEnd = () => wake?.();
  return async (): Promise<Reply> => {
    while (arrived.length === 0) {
      if (worker.ended) throw worker.ended;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    return arrived.shift()!;
  };
}

function revived(failure: Failure): Error {
  if ('refused' in failure) {
    const { file, reason, problem, line, column } = failure.refused;
    return new ImportError(file, problem ?? reason, { line, column });
  }
  return Object.assign(new Error(failure.broken.message), { stack: failure.broken.stack });
}

const utf8 = new TextEncoder();

/**
 * Reads a file's stream in a reading worker into its stage on `client` (made once the
 * header names the kind), and gives back what the reading learnt. A refused file
 * throws its `ImportError`; the stage is then dropped and nothing else is sent.
 */
export async function readIntoStage(
  client: pg.PoolClient,
  input: {
    file: string;
    stream: Readable;
    registered: Set<string>;
    /** The database takes `COPY FROM STDIN` (stage-rows.ts). */
    copy: boolean;
    onProgress: ((rowsRead: number) => void) | undefined;
    onFirstDay: ((day: string) => void) | undefined;
  },
): Promise<FileRead> {
  const worker = takeWorker();
  const { port1: port, port2 } = new MessageChannel();
  const nextReply = repliesOver(port, worker);
  const file: FileToRead = {
    port: port2,
    file: input.file,
    registered: input.registered,
    copy: input.copy,
  };
  worker.thread.postMessage(file, [port2]);
  let stage: StageSender | undefined;
  /** Chunks sent that the worker has not yet read. */
  let unanswered = 0;
  let chunkTaken: (() => void) | undefined;
  /**
   * Set once the file is read or given up: a reply still queued must not touch the
   * connection, which goes back to its pool.
   */
  let over = false;
  // The worker's replies are acted on as they come (the first day is told at once, while
  // the stream may still be waiting for its next chunk), until the file is read.
  const replies = (async (): Promise<FileRead> => {
    for (;;) {
      const reply = await nextReply();
      if (over) throw new Error('the reading was given up');
      if ('kind' in reply) stage = openStage(client, input.copy, reply.kind);
      else if ('batch' in reply) {
        if (stage!.send(reply.batch)) await stage!.flush();
      } else if ('firstDay' in reply) input.onFirstDay?.(reply.firstDay);
      else if ('progress' in reply) input.onProgress?.(reply.progress);
      else if ('taken' in reply) {
        unanswered -= 1;
        chunkTaken?.();
      } else if ('failed' in reply) throw revived(reply.failed);
      else return reply.read;
    }
  })();
  /** Why the replies stopped early, once they have: the stream's loop stops there too. */
  let stopped: { error: unknown } | undefined;
  // Settled below, or left when the stream fails first. One handler for the whole file:
  // racing the loop against `replies` for each chunk would pile up a handler per chunk.
  replies.catch((error: unknown) => {
    stopped = { error };
    chunkTaken?.();
  });
  try {
    for await (const chunk of input.stream as AsyncIterable<Buffer | string>) {
      // A copy of its own, moved to the worker: the stream may share its buffers.
      const bytes = typeof chunk === 'string' ? utf8.encode(chunk) : new Uint8Array(chunk);
      port.postMessage({ bytes } satisfies ToReader, [bytes.buffer]);
      unanswered += 1;
      // The worker reads one chunk while the next is on its way; a stage that is full
      // holds the replies, and so the chunks, back.
      while (unanswered > 1) {
        if (stopped) throw stopped.error;
        await new Promise<void>((resolve) => (chunkTaken = resolve));
      }
    }
    port.postMessage({ end: true } satisfies ToReader);
    const read = await replies;
    await stage!.finish();
    return read;
  } catch (error) {
    over = true;
    await stage?.abort();
    throw error;
  } finally {
    over = true;
    port.close();
    giveBack(worker);
  }
}
