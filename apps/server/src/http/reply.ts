import type { FastifyRequest } from 'fastify';
import { MESSAGES, type SuccessKey } from '@portal/shared';

/** A successful reply: `success`, the confirmation in the request's language, and data beside it. */
export function ok<T extends object = object>(
  request: FastifyRequest,
  key: SuccessKey,
  data?: T,
): { success: true; message: string } & T {
  return { success: true, message: MESSAGES[request.locale].success[key], ...(data as T) };
}
