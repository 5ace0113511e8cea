import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError, handleError } from './errors.ts';
import { requestLocale } from './request-context.ts';

/**
 * What every request gets: zod schemas for its input and reply, its language, its id
 * in the X-Request-Id header, errors in the API's shape, and JSON rather than text.
 */
export function registerRequestBasics(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // The API speaks JSON only; anything else is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.decorateRequest('locale', 'ko');
  // Every request runs these two: Fastify's callback, as they never wait for anything.
  app.addHook('onRequest', (request, reply, done) => {
    request.locale = requestLocale(request);
    void reply.header('x-request-id', request.id);
    done();
  });
  // PostgreSQL refuses NUL in text; catch it here as bad input rather than as a failed query.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.query) || containsNul(request.body))
      done(new AppError('invalid_input', 'validation.invalid'));
    else done();
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}
