import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_IMPORT_UPLOAD_MAX_BYTES } from './config.ts';
import type { Database } from './db/client.ts';
import { apiReferenceRoutes } from './http/api-reference.routes.ts';
import { registerNetworkTokenGuard } from './http/network-token.plugin.ts';
import { registerPasswordCheck } from './http/password-check.plugin.ts';
import { registerProtectionCheck, UNSIGNED } from './http/protection.plugin.ts';
import type { NetworkTokenLimit } from './http/rate-limit.plugin.ts';
import { registerSiteScope, sessionRequired } from './http/site-scope.plugin.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { operatorAuditRoutes } from './modules/audit/audit.routes.ts';
import { channelsRoutes, operatorChannelsRoutes } from './modules/channels/channels.routes.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { operatorPayoutsRoutes } from './modules/earnings/operator-payouts.routes.ts';
import { mailPreferencesRoutes } from './modules/mail/mail-preferences.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { operatorCatalogueRoutes } from './modules/musics/catalogue.routes.ts';
import { musicCoverRoutes, musicsRoutes } from './modules/musics/musics.routes.ts';
import { networkTokensRoutes } from './modules/network-tokens/network-tokens.routes.ts';
import { noticesRoutes, operatorNoticesRoutes } from './modules/notices/notices.routes.ts';
import {
  operatorAccountsRoutes,
  operatorSignInRoutes,
} from './modules/operator/operator-accounts.routes.ts';
import { registerOperatorScope } from './modules/operator/operator-scope.plugin.ts';
import { operatorTokensRoutes } from './modules/operator/operator-tokens.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { operatorOverviewRoutes } from './modules/overview/overview.routes.ts';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { operatorImportsRoutes, operatorRevenueRoutes } from './modules/revenue/revenue.routes.ts';
import { operatorSitesRoutes, sitesRoutes } from './modules/sites/sites.routes.ts';
import { operatorYouTubeRoutes } from './modules/youtube-connection/operator-youtube.routes.ts';
import { youtubeConnectionRoutes } from './modules/youtube-connection/youtube-connection.routes.ts';
import type { AppOptions } from './app.ts';
import type { Services } from './services.ts';

type Options = {
  services: Services;
  database: Database;
  config: AppOptions['config'];
  /** A network token's own rate limit, when limits are on. */
  networkTokenLimit: NetworkTokenLimit | undefined;
};

/**
 * Every call under /api: the operators' (operator token, every site), and the web app's,
 * signed (when protection headers are on), most of them in the site the request names.
 * A network's API token reaches only the calls it may make (network-token.plugin.ts).
 */
export const apiRoutes: FastifyPluginAsync<Options> = async (
  api,
  { services, database, config, networkTokenLimit },
) => {
  registerNetworkTokenGuard(api);
  // Passed on one by one: the options Fastify hands a plugin also carry its prefix.
  const options = { services, database, config, networkTokenLimit };
  // Signing in as an operator comes before any operator token or session.
  await api.register(operatorSignInRoutes, {
    accounts: services.operatorAccounts,
    prefix: '/operator',
  });
  await api.register(operatorApi, { ...options, prefix: '/operator' });
  await api.register(async (web) => {
    if (config.protectionHeaders) registerProtectionCheck(web);
    await web.register(sitesRoutes, { sites: services.sites });
    await web.register(musicCoverRoutes, { musics: services.musics });
    web.get('/docs', { schema: { hide: true }, config: UNSIGNED }, async () => web.swagger());
    await web.register(apiReferenceRoutes);
    await web.register(siteApi, options);
  });
};

/**
 * Platform operators' calls: no site, an operator token or an operator account's session
 * instead of a site's session.
 */
const operatorApi: FastifyPluginAsync<Options> = async (
  operator,
  { services, database, config },
) => {
  registerOperatorScope(operator, services);
  await operator.register(operatorRoutes);
  await operator.register(operatorAccountsRoutes, { accounts: services.operatorAccounts });
  await operator.register(operatorAuditRoutes, { audit: services.audit, sites: services.sites });
  await operator.register(operatorSitesRoutes, {
    sites: services.sites,
    publicOrigin: config.publicOrigin,
  });
  await operator.register(operatorNoticesRoutes, { notices: services.notices });
  await operator.register(operatorRevenueRoutes, {
    database,
    sites: services.sites,
    maxBytes: config.importUploadMaxBytes ?? DEFAULT_IMPORT_UPLOAD_MAX_BYTES,
  });
  await operator.register(operatorImportsRoutes, {
    history: services.importHistory,
    uploads: services.revenueUploads,
    sites: services.sites,
  });
  await operator.register(operatorCatalogueRoutes, { catalogue: services.catalogue });
  await operator.register(operatorChannelsRoutes, {
    channels: services.channels,
    sites: services.sites,
    now: services.now,
  });
  // The console's views of every site, on the services the sites' own screens use.
  const youtube = services.youtubeConnection.service;
  await operator.register(operatorOverviewRoutes, {
    overview: services.overview,
    youtubeConfigured: youtube.configured,
  });
  await operator.register(operatorYouTubeRoutes, { connection: youtube, sites: services.sites });
  await operator.register(operatorPayoutsRoutes, {
    earnings: services.earnings,
    sites: services.sites,
  });
  await operator.register(operatorTokensRoutes, {
    tokens: services.operatorTokens,
    now: services.now,
  });
};

/** The calls of one site, the one the request names: its members' and managers'. */
const siteApi: FastifyPluginAsync<Options> = async (
  site,
  { services, config, networkTokenLimit },
) => {
  registerSiteScope(site, { sites: services.sites, requestTimeoutMs: config.requestTimeoutMs });
  // The routes that check the caller's password say so (`config: PASSWORD_CHECKED`).
  registerPasswordCheck(site, { limits: services.limits, audit: services.audit });
  // A session; on the calls a network token may make, that token instead.
  const requireSession = sessionRequired({
    sessions: services.sessions,
    networkTokens: services.networkTokens,
    networkTokenLimit,
  });
  await site.register(accountsRoutes, {
    accounts: services.accounts,
    sessions: services.sessions,
    channelVerifyNeeded: (account) => services.channels.verifyNeeded(account),
    requireSession,
  });
  await site.register(passwordResetRoutes, { resets: services.passwordResets });
  await site.register(mailPreferencesRoutes, {
    mail: services.mail,
    secretsKeys: config.secretsKeys,
    requireSession,
  });
  await site.register(membersRoutes, { members: services.members, requireSession });
  await site.register(noticesRoutes, { notices: services.notices, requireSession });
  await site.register(channelsRoutes, {
    channels: services.channels,
    requireSession,
    now: services.now,
  });
  await site.register(reportsRoutes, { reports: services.reports, requireSession });
  await site.register(musicsRoutes, { musics: services.musics, requireSession });
  await site.register(youtubeConnectionRoutes, {
    connection: services.youtubeConnection.service,
    requireSession,
  });
  await site.register(earningsRoutes, { earnings: services.earnings, requireSession });
  await site.register(networkTokensRoutes, {
    tokens: services.networkTokens,
    requireSession,
    now: services.now,
  });
};
