import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS, zOperatorWhoamiReply } from '@portal/shared';
import { ok } from '../../http/reply.ts';
import { underOperator } from './operator-path.ts';

/** GET operator/whoami: which operator token this is (operators check their set-up with it). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    underOperator(OPERATOR_API_PATHS.operatorWhoami),
    { schema: { response: { 200: zOperatorWhoamiReply } } },
    async (request) => ok(request, 'ok', { operator: request.operator.name }),
  );
};
