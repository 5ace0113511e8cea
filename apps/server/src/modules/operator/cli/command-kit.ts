/** What every operator command shares: usage errors, schema checks, error printing. */
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { MESSAGES, validationMessage } from '@portal/shared';
import type { z } from 'zod';
import { AppError } from '../../../http/errors.ts';

/** Wrong arguments: printed (or the usage, when empty) with exit code 2. */
export class UsageError extends Error {}

/** Options and positionals of a command; an unknown or malformed option is a usage error. */
export function parseOptions<T extends ParseArgsOptionsConfig>(args: string[], options: T) {
  try {
    return parseArgs({ args, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Files are named relative to where `npm run operator` was typed: npm runs the script
 * itself in the server workspace and names the directory it was started from in
 * INIT_CWD (the root, for the root script's nested `npm run -w`).
 */
export function typedPath(file: string): string {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

/** Input goes through the API's own schemas, so the command and the call refuse the same things. */
export function validated<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = [...new Set(parsed.error.issues.map((i) => validationMessage('en', i.message)))];
  throw new UsageError(messages.join('\n'));
}

/** Runs a command: usage errors exit 2, refusals of the domain (in English) exit 1. */
export async function runCommand(
  work: () => Promise<number>,
  usage: () => number,
): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UsageError) {
      if (!error.message) return usage();
      console.error(error.message);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(error.detail ? validationMessage('en', error.detail) : MESSAGES.en[error.code]);
      return 1;
    }
    throw error;
  }
}

/** Operators acting from the command line are named so in the audit log. */
export const CLI_ACTOR = { operator: 'command line', ip: undefined };
