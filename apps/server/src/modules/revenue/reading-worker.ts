/**
 * A reading worker's thread: it reads the files reading-workers.ts hands it, one at a
 * time, each over a port of its own, and answers with the file's batches and facts.
 */
import { parentPort } from 'node:worker_threads';
import { FileReader } from './file-reading.ts';
import { ImportError } from './import-problems.ts';
import type { Failure, FileToRead, Reply, ToReader } from './reading-workers.ts';

function failure(error: unknown): Failure {
  if (error instanceof ImportError) {
    const { file, reason, problem, line, column } = error;
    return { refused: { file, reason, problem, line, column } };
  }
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { broken: { message, stack } };
}

function read({ port, file, registered, copy }: FileToRead): void {
  const reply = (message: Reply, moved: ArrayBuffer[] = []) => port.postMessage(message, moved);
  let reader: FileReader | undefined = new FileReader(
    { file, registered, copy },
    {
      kind: (kind) => reply({ kind }),
      batch: (batch) =>
        reply({ batch }, batch instanceof Uint8Array ? [batch.buffer as ArrayBuffer] : []),
      firstDay: (firstDay) => reply({ firstDay }),
      progress: (progress) => reply({ progress }),
    },
  );
  const done = (last: Reply) => {
    reader = undefined;
    reply(last);
    port.close();
  };
  // The connection's side gave up on the file (its stream or its stage failed).
  port.on('close', () => (reader = undefined));
  port.on('message', (message: ToReader) => {
    // Chunks still on their way after the file was refused are dropped.
    if (!reader) return;
    try {
      if ('bytes' in message) {
        reader.push(message.bytes);
        reply({ taken: true });
      } else {
        done({ read: reader.end() });
      }
    } catch (error) {
      done({ failed: failure(error) });
    }
  });
}

parentPort!.on('message', (file: FileToRead) => read(file));
