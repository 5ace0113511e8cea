import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  OPERATOR_API_PATHS,
  SITE_IMAGE_BYTES_MAX,
  zOperatorSiteCreateBody,
  zOperatorSiteCreateReply,
  zOperatorSiteDomainsBody,
  zOperatorSiteImageQuery,
  zOperatorSiteListReply,
  zOperatorSiteReply,
  zOperatorSiteUpdateBody,
  zSiteImageParams,
  zSiteMetaQuery,
  zSiteMetaReply,
} from '@portal/shared';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { sendStoredFile } from '../../http/stored-file.ts';
import { normalizeDomain } from '../../http/request-context.ts';
import { underOperator } from '../operator/operator-path.ts';
import { presentNewSite, presentOperatorSite, presentSiteMeta } from './sites.presenter.ts';
import { loginLinkFor, siteInputOf, type SitesService } from './sites.service.ts';
import { UNSIGNED } from '../../http/protection.plugin.ts';
import { AUDIT_SITE_IN_BODY, AUDIT_SITE_IN_QUERY } from '../operator/operator-scope.plugin.ts';

/** GET v2/mcn/meta?domain= (docs/product.md §5.2) and the sites' stored images. */
export const sitesRoutes: FastifyPluginAsyncZod<{ sites: SitesService }> = async (
  app,
  { sites },
) => {
  app.get(
    `/${API_PATHS.siteMeta}`,
    { schema: { querystring: zSiteMetaQuery, response: { 200: zSiteMetaReply } } },
    async (request) => {
      const domain = normalizeDomain(request.query.domain);
      const site = await sites.resolve(domain);
      return ok(request, 'ok', presentSiteMeta(site, domain));
    },
  );

  app.get(
    `/${API_PATHS.siteImage}/:file`,
    { schema: { params: zSiteImageParams, hide: true }, config: UNSIGNED },
    async (request, reply) =>
      sendStoredFile(request, reply, request.params.file, async (file) => {
        const image = await sites.image(file);
        if (!image) throw new AppError('not_found');
        return image;
      }),
  );
};

/** The port the operator's call came in on: a login link to this machine needs it. */
function requestPort(host: string | undefined): number {
  const port = Number(/:(\d+)$/.exec(host ?? '')?.[1]);
  return Number.isInteger(port) && port > 0 ? port : 80;
}

/** Operator calls that make and change sites (under /api/operator, operator token). */
export const operatorSitesRoutes: FastifyPluginAsyncZod<{
  sites: SitesService;
  /** PUBLIC_ORIGIN: the new manager's link is on it, as the command line's is. */
  publicOrigin?: string | undefined;
}> = async (app, { sites, publicOrigin }) => {
  // Image files come as they are; their type is read from their bytes, not trusted.
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: SITE_IMAGE_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  app.get(
    underOperator(OPERATOR_API_PATHS.operatorSiteList),
    { schema: { response: { 200: zOperatorSiteListReply } } },
    async (request) =>
      ok(request, 'ok', {
        sites: (await sites.list()).map(({ site, domains }) => presentOperatorSite(site, domains)),
      }),
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSiteCreate),
    { schema: { body: zOperatorSiteCreateBody, response: { 200: zOperatorSiteCreateReply } } },
    async (request) => {
      const body = request.body;
      const created = await sites.create({
        ...siteInputOf(body),
        name: body.name,
        domains: body.domains,
        manager: body.manager,
      });
      const loginLink = loginLinkFor(
        { publicOrigin, port: requestPort(request.headers.host) },
        created.linkDomain,
        created.login.code,
      );
      return ok(request, 'siteCreated', presentNewSite(created, loginLink));
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSiteUpdate),
    {
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorSiteUpdateBody, response: { 200: zOperatorSiteReply } },
    },
    async (request) => {
      const body = request.body;
      const { site, domains } = await sites.update(body.site, siteInputOf(body));
      return ok(request, 'siteUpdated', { site: presentOperatorSite(site, domains) });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSiteDomains),
    {
      config: AUDIT_SITE_IN_BODY,
      schema: { body: zOperatorSiteDomainsBody, response: { 200: zOperatorSiteReply } },
    },
    async (request) => {
      const { site, domains } = await sites.changeDomains(request.body.site, request.body);
      return ok(request, 'siteUpdated', { site: presentOperatorSite(site, domains) });
    },
  );

  app.post(
    underOperator(OPERATOR_API_PATHS.operatorSiteImage),
    {
      config: AUDIT_SITE_IN_QUERY,
      schema: { querystring: zOperatorSiteImageQuery, response: { 200: zOperatorSiteReply } },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported_media_type');
      const { site, domains } = await sites.setImage(
        request.query.site,
        request.query.kind,
        request.body,
      );
      return ok(request, 'siteUpdated', { site: presentOperatorSite(site, domains) });
    },
  );
};
