/**
 * Who may make which call: every call of the API × every kind of caller → the status
 * the caller gets. `authorization-matrix.test.ts` walks the whole table against real
 * data in which each caller owns something, and fails on a call of the server missing
 * here, so a new call cannot skip it (docs/security.md).
 *
 * The callers, each on their own site's domain (anonymous and the operator on site 1's):
 * - `anonymous`: no token;
 * - `memberA`: the member of site 1 whose things the calls aim at (channel, Short, …);
 * - `memberB`: another member of site 1;
 * - `manager`: site 1's manager;
 * - `otherManager`, `otherMember`: the manager and a member of site 2, naming site 1's
 *   things on their own domain;
 * - `operator`: an operator token (not a session: site calls answer 401, and operator
 *   calls answer 403 to a session token);
 * - `operatorSession`: an operator account's session (docs/product.md §5.6), which works
 *   where an operator token does, and like it nowhere on a site;
 * - `networkToken`, `otherNetworkToken`: a read-only API token of site 1 and one of
 *   site 2 (docs/decisions/025). They read what their site's manager reads on the calls
 *   of NETWORK_TOKEN_CALLS, and every other call refuses them (403).
 *
 * A call that changes or ends something gets a fresh target for each caller; calls
 * that end the caller's own session or account use a fresh caller of the same kind.
 * "Not yours" answers like "not found" (404). Statuses 200–299 mean allowed.
 */
export const ACTORS = [
  'anonymous',
  'memberA',
  'memberB',
  'manager',
  'otherManager',
  'otherMember',
  'operator',
  'operatorSession',
  'networkToken',
  'otherNetworkToken',
] as const;
export type Actor = (typeof ACTORS)[number];

type Row = Record<Actor, number>;

/** Everyone answered alike, but network tokens, which are refused (see `readByTokens`). */
const all = (status: number): Row => ({
  anonymous: status,
  memberA: status,
  memberB: status,
  manager: status,
  otherManager: status,
  otherMember: status,
  operator: status,
  operatorSession: status,
  networkToken: 403,
  otherNetworkToken: 403,
});
/** Any signed-in member or manager, each seeing their own site. */
const signedIn: Row = { ...all(200), anonymous: 401, operator: 401, operatorSession: 401 };
/** A manager, on their own site; members are refused. */
const managers: Row = { ...signedIn, memberA: 403, memberB: 403, otherMember: 403 };
/** Site 1's manager about site 1's member; site 2's manager finds no such member. */
const siteManager: Row = { ...managers, otherManager: 404 };
/** Member A's own thing: A and site 1's manager; everyone else finds nothing. */
const ownerOrManager: Row = { ...signedIn, memberB: 404, otherManager: 404, otherMember: 404 };
/** Members about their own money; managers have none of their own. */
const membersOnly: Row = { ...signedIn, manager: 403, otherManager: 403 };
/** Operators only: no token 401, a session token 403. */
const operators: Row = { ...all(403), anonymous: 401, operator: 200, operatorSession: 200 };
/** A call a network token may make: each token answered as its own site's manager. */
const readByTokens = (row: Row): Row => ({
  ...row,
  networkToken: row.manager,
  otherNetworkToken: row.otherManager,
});

export const AUTHORIZATION_MATRIX: Record<string, Row> = {
  // Public: the site's look, sign-up, sign-in, files named by their hash.
  'GET v2/mcn/meta': all(200),
  'POST v2/mcn/join': all(200),
  // Member A's email and password: right on site 1, unknown on site 2.
  'POST member/login': { ...all(200), otherManager: 401, otherMember: 401 },
  // A login link made for member A on site 1.
  'POST member/external/auth': { ...all(200), otherManager: 401, otherMember: 401 },
  // The same reply whether or not the email has an account on the caller's site.
  'POST member/password/forgot': all(200),
  // A reset link made for a member of site 1: unknown on site 2.
  'POST member/password/reset': { ...all(200), otherManager: 400, otherMember: 400 },
  // An unsubscribe link made for member A on site 1: works without signing in there,
  // and is no link of site 2's.
  'POST mail/unsubscribe': { ...all(200), otherManager: 400, otherMember: 400 },
  'GET music/cover/:file': all(200),
  'GET site/image/:file': all(200),
  // The API's reference page and the files it loads.
  'GET reference': all(200),
  'GET reference/:file': all(200),

  // The caller's own session and account.
  'POST member/logout': signedIn,
  'GET member/me': signedIn,
  'GET member/mail-preferences': signedIn,
  'POST member/mail-preferences': signedIn,
  'POST member/account/update': signedIn,
  'POST member/account/delete.account': signedIn,

  // Member management: the manager of the member's site.
  'POST member/mcn/add': managers,
  'GET member/mcn/accounts': managers,
  'POST member/mcn/update': siteManager,
  'POST member/mcn/delete': siteManager,
  'GET member/mcn/fee-history': siteManager,

  // Notices: a notice for site 1 only.
  'GET notice/list': signedIn,
  'GET notice/detail': { ...signedIn, otherManager: 404, otherMember: 404 },
  'GET notice/unread-count': signedIn,

  // Channels: member A's channel.
  'POST channel/add': signedIn,
  'GET channel/list': readByTokens(signedIn),
  'GET channel/detail': ownerOrManager,
  'POST channel/verify': ownerOrManager,
  'POST channel/re-review': ownerOrManager,
  'POST channel/assign': siteManager,
  'POST channel/unassign': siteManager,
  'POST channel/delete': siteManager,

  // Reports: each caller's own figures; one Short of member A's channel.
  'GET report/summary': readByTokens(signedIn),
  'GET report/channels': readByTokens(signedIn),
  'GET report/videos': readByTokens(signedIn),
  'GET report/video': readByTokens(ownerOrManager),
  'GET report/export': readByTokens(signedIn),

  // Music: the catalogue and each caller's own favorites.
  'GET music/home': signedIn,
  'GET music/list': signedIn,
  'GET music/tags': signedIn,
  'GET music/shopping': signedIn,
  'GET music/ranking': signedIn,
  'GET music/favorites': signedIn,
  // A track of site 1's only: site 2 finds no such track (nor, then, a favorite to remove).
  'POST music/favorites/add': { ...signedIn, otherManager: 404, otherMember: 404 },
  'POST music/favorites/remove': { ...signedIn, otherManager: 404, otherMember: 404 },

  // The network's YouTube connection: each manager their own site's (site 2's manager
  // connects, fetches and disconnects site 2).
  'GET youtube/connection': managers,
  'POST youtube/connect': managers,
  'POST youtube/connect/complete': managers,
  'POST youtube/disconnect': managers,
  'POST youtube/fetch': managers,
  // Money out: member A's earnings and requests; each manager their own site's books.
  'GET earnings/summary': membersOnly,
  // A manager names member A: site 2's finds no such member; members read their own list.
  'GET earnings/statements': readByTokens({ ...signedIn, otherManager: 404 }),
  // Member A's statement of a closed month: nobody else has one.
  'GET earnings/statement': readByTokens(ownerOrManager),
  'GET earnings/statement/export': readByTokens(ownerOrManager),
  'GET earnings/history': membersOnly,
  'POST payouts/method': membersOnly,
  // Only member A has a payout method and a balance to withdraw.
  'POST payouts/withdraw': { ...membersOnly, memberB: 409, otherMember: 409 },
  'POST payouts/cancel': { ...membersOnly, memberB: 404, otherMember: 404 },
  'GET payouts/close/preview': managers,
  'POST payouts/close': managers,
  'GET payouts/overview': readByTokens(managers),
  'GET payouts/requests': managers,
  'POST payouts/approve': siteManager,
  'POST payouts/reject': siteManager,
  'POST payouts/paid': siteManager,
  'GET payouts/export': managers,
  'POST payouts/settings': managers,

  // The network's API tokens: managed by its managers' sessions, never by a token; a
  // token of site 1's, which site 2's manager cannot find.
  'GET network-tokens/list': managers,
  'POST network-tokens/create': managers,
  'POST network-tokens/revoke': siteManager,

  // Signing in as an operator: public, each caller with an operator of their own (a fresh
  // invitation, enrolment or pending sign-in).
  'POST operator/sign-in': all(200),
  'POST operator/set-up': all(200),
  'POST operator/sign-in/enrol': all(200),
  'POST operator/sign-in/code': all(200),

  // The platform's operators.
  'GET operator/whoami': operators,
  // Ends a session: an API token has none (it is revoked on the command line).
  'POST operator/sign-out': { ...operators, operator: 403 },
  'GET operator/operators/list': operators,
  'POST operator/operators/invite': operators,
  'POST operator/operators/disable': operators,
  'GET operator/audit': operators,
  'GET operator/notices/list': operators,
  'POST operator/notices/create': operators,
  'POST operator/notices/update': operators,
  'POST operator/notices/delete': operators,
  'GET operator/channels/list': operators,
  'POST operator/channels/review': operators,
  'POST operator/channels/review-many': operators,
  'POST operator/revenue/import': operators,
  'GET operator/revenue/imports/list': operators,
  // An upload of the calling operator's own (another operator's answers 404).
  'POST operator/revenue/uploads/create': operators,
  'POST operator/revenue/uploads/chunk': operators,
  'GET operator/revenue/uploads/list': operators,
  'POST operator/revenue/uploads/cancel': operators,
  'POST operator/catalogue/import': operators,
  'GET operator/catalogue/tracks': operators,
  'GET operator/sites/list': operators,
  'POST operator/sites/create': operators,
  'POST operator/sites/update': operators,
  'POST operator/sites/domains': operators,
  'POST operator/sites/image': operators,
  'POST operator/sites/image-check': operators,
  // The console's views of every site: read only, but for "fetch now" on site 1.
  'GET operator/overview': operators,
  'GET operator/youtube/list': operators,
  'POST operator/youtube/fetch': operators,
  'GET operator/payouts/list': operators,
  'GET operator/payouts/requests': operators,
  // Operator API tokens: a token lists and revokes them, but only a session makes one.
  'GET operator/tokens/list': operators,
  'POST operator/tokens/create': { ...operators, operator: 403 },
  'POST operator/tokens/revoke': operators,
};
