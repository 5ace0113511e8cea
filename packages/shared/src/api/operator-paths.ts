/**
 * Paths of the platform operators' calls, relative to the API base `/api/`
 * (docs/product.md §4.12). Apart from API_PATHS so that no site's page carries them: the
 * sites' app never makes these calls; the operator console and the server do.
 */
export const OPERATOR_API_PATHS = {
  operatorNoticeList: 'operator/notices/list',
  operatorNoticeCreate: 'operator/notices/create',
  operatorNoticeUpdate: 'operator/notices/update',
  operatorNoticeDelete: 'operator/notices/delete',
  operatorChannelList: 'operator/channels/list',
  operatorChannelReview: 'operator/channels/review',
  operatorChannelReviewMany: 'operator/channels/review-many',
  operatorRevenueImport: 'operator/revenue/import',
  operatorSiteList: 'operator/sites/list',
  operatorSiteCreate: 'operator/sites/create',
  operatorSiteUpdate: 'operator/sites/update',
  operatorSiteDomains: 'operator/sites/domains',
  operatorSiteImage: 'operator/sites/image',
  operatorSiteImageCheck: 'operator/sites/image-check',
  operatorAudit: 'operator/audit',
  operatorSignIn: 'operator/sign-in',
  operatorSignInEnrol: 'operator/sign-in/enrol',
  operatorSignInCode: 'operator/sign-in/code',
  operatorSetUp: 'operator/set-up',
  operatorSignOut: 'operator/sign-out',
  operatorList: 'operator/operators/list',
  operatorInvite: 'operator/operators/invite',
  operatorDisable: 'operator/operators/disable',
  operatorOverview: 'operator/overview',
  operatorYouTubeList: 'operator/youtube/list',
  operatorYouTubeFetch: 'operator/youtube/fetch',
  operatorPayoutList: 'operator/payouts/list',
  operatorPayoutRequests: 'operator/payouts/requests',
  operatorTokenList: 'operator/tokens/list',
  operatorTokenCreate: 'operator/tokens/create',
  operatorTokenRevoke: 'operator/tokens/revoke',
} as const;
