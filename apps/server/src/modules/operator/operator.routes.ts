import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';

/** GET operator/whoami: which operator token this is (operators check their set-up with it). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/whoami',
    {
      schema: {
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), operator: z.string() }),
        },
      },
    },
    async (request) => ok(request, 'ok', { operator: request.operator.name }),
  );
};
