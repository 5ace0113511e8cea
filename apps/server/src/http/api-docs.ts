import type { ErrorCode } from '@portal/shared';

/**
 * What the OpenAPI document says about each call that the routes cannot: a summary, a
 * description, its area (the tag) and the error codes its own work answers. Keyed by
 * `METHOD path` like the authorization matrix; `api-docs.plugin.ts` applies it to the
 * routes' schemas and derives the rest (security, the codes every call of its kind
 * answers), and `api-docs.test.ts` fails on a call of the server missing here.
 */
export type CallDoc = {
  summary: string;
  description: string;
  /**
   * The codes the call's own checks answer (those of its service), beyond what every
   * call of its kind answers: bad input, no session, a member on a manager's call, a
   * wrong password on a password-checked call, rate limits, an unknown site.
   */
  errors?: ErrorCode[];
  /** The 200 reply is a CSV file rather than JSON. */
  csv?: true;
  /** The body is a file of this type rather than JSON. */
  upload?: 'text/csv' | 'application/octet-stream' | 'image';
  /** The figures come in the currency the `X-Currency` header asks for. */
  currency?: true;
  /** The query also takes fields the route reads itself (the export's report filters). */
  reportFilters?: true;
};

export type Area = { tag: string; description: string; calls: Record<string, CallDoc> };

const MEMBER_OR_MANAGER_VIEW =
  'A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).';

export const API_AREAS: Area[] = [
  {
    tag: 'Sites',
    description: 'A site’s (network’s) look and settings, read before signing in.',
    calls: {
      'GET v2/mcn/meta': {
        summary: 'Read a site’s metadata',
        description:
          'The site a domain belongs to: its name, colours, images, design, playlist flag, currency and default language. The first HTML page already carries this reply.',
      },
    },
  },
  {
    tag: 'Accounts',
    description: 'Signing up and in, the signed-in account and its own settings.',
    calls: {
      'POST v2/mcn/join': {
        summary: 'Sign up as a member',
        description:
          'Creates a member account on the site the request is for. An email that already has an account there answers the same and changes nothing: its owner is emailed instead (at most once a day), and the attempt counts towards the address’s limit of failed attempts.',
        errors: ['too_many_attempts'],
      },
      'POST member/login': {
        summary: 'Sign in',
        description:
          'Answers a new session token for the email (`id`) and password; a session token presented with the call ends. Wrong passwords and unknown emails answer alike and count towards the account’s and the address’s limits.',
        errors: ['invalid_credentials', 'too_many_attempts'],
      },
      'POST member/external/auth': {
        summary: 'Sign in with a one-time login code',
        description:
          'Turns a one-time login code (an operator’s login link) into a session token; a code works once.',
        errors: ['invalid_login_code'],
      },
      'POST member/logout': {
        summary: 'Sign out',
        description: 'Ends the session whose token the call carries.',
      },
      'GET member/me': {
        summary: 'Read the signed-in account',
        description:
          'The user data: email, nickname, role (`permission_flag` 1 for a manager, 0 for a member), when it registered and whether a channel still needs verifying.',
      },
      'POST member/account/update': {
        summary: 'Change nickname or password',
        description:
          'Changes the account’s nickname and/or password, confirmed by the current password. A new password ends the account’s other sessions.',
      },
      'POST member/account/delete.account': {
        summary: 'Delete one’s own account',
        description:
          'Deletes the caller’s account, confirmed by its password: its sessions end and its channel assignments close; past earnings keep its name.',
      },
    },
  },
  {
    tag: 'Members',
    description: 'A manager’s member management.',
    calls: {
      'POST member/mcn/add': {
        summary: 'Create a member',
        description:
          'Creates a member with a password and nickname; channel links given with it (up to 20) are registered and assigned to the new member. All or nothing: a link that cannot be registered fails the whole creation.',
        errors: [
          'email_taken',
          'youtube_channel_not_found',
          'channel_taken',
          'channel_lookups_exhausted',
          'youtube_unavailable',
        ],
      },
      'GET member/mcn/accounts': {
        summary: 'List the site’s members',
        description:
          'A page of the site’s members with their revenue share (and any change set for later) and the names of their channels; `search` reads email and nickname.',
      },
      'POST member/mcn/update': {
        summary: 'Change a member’s revenue share or password',
        description:
          'Changes a member’s revenue share from today or a later day and/or their password; `password` is the manager’s own. A new password ends the member’s sessions.',
        errors: ['member_not_found'],
      },
      'POST member/mcn/delete': {
        summary: 'Delete a member',
        description:
          'Deletes a member, confirmed by the manager’s password: their sessions end and their channel assignments close; past earnings keep their name.',
        errors: ['member_not_found'],
      },
      'GET member/mcn/fee-history': {
        summary: 'Read a member’s revenue share history',
        description:
          'Every revenue share change of a member, newest first, with the rate it replaced and who made it.',
        errors: ['member_not_found'],
      },
    },
  },
  {
    tag: 'Notices',
    description: 'The site’s notices, as members and managers read them.',
    calls: {
      'GET notice/list': {
        summary: 'List notices',
        description:
          'Published notices of the site, pinned first then newest, each in the best language for the request, with the unread count.',
      },
      'GET notice/detail': {
        summary: 'Read a notice',
        description:
          'One notice with its Markdown body; opening it marks it read, and the reply carries the new unread count.',
        errors: ['not_found'],
      },
      'GET notice/unread-count': {
        summary: 'Count unread notices',
        description: 'How many published notices the caller has not opened yet.',
      },
    },
  },
  {
    tag: 'Channels',
    description: 'Registering, verifying and assigning YouTube channels.',
    calls: {
      'POST channel/add': {
        summary: 'Register a channel',
        description:
          'Registers the channel a link names (YouTube is asked which one). A member’s registration is assigned to them at once; a manager’s waits to be assigned. The reply carries the verification code.',
        errors: [
          'youtube_channel_not_found',
          'channel_taken',
          'channel_lookups_exhausted',
          'youtube_unavailable',
        ],
      },
      'GET channel/list': {
        summary: 'List channels',
        description:
          'A page of channels with their review and verification state and members: a manager’s the whole site’s, a member’s their own.',
      },
      'GET channel/detail': {
        summary: 'Read a channel',
        description: 'One channel, for its member or the site’s manager.',
        errors: ['channel_not_found'],
      },
      'POST channel/verify': {
        summary: 'Start verifying a channel',
        description:
          'Starts reading the channel’s description for its verification code; the channel shows `verifying` until the code is found or the retries run out.',
        errors: ['channel_not_found', 'already_verified', 'verification_in_progress'],
      },
      'POST channel/re-review': {
        summary: 'Ask again for a channel’s review',
        description:
          'A channel on hold asks to be reviewed again, at most once in a set number of hours.',
        errors: ['channel_not_found', 're_review_not_on_hold', 're_review_too_soon'],
      },
      'POST channel/assign': {
        summary: 'Assign a channel to a member',
        description:
          'Assigns the channel to a member from today; a channel has one member at a time.',
        errors: [
          'channel_not_found',
          'member_not_found',
          'channel_already_assigned',
          'channel_assigned_elsewhere',
        ],
      },
      'POST channel/unassign': {
        summary: 'End a channel’s assignment',
        description:
          'Ends a member’s assignment of the channel from today; the period stays on record.',
        errors: ['channel_not_found', 'member_not_found', 'channel_not_assigned'],
      },
      'POST channel/delete': {
        summary: 'Delete a channel',
        description:
          'Deletes the channel and everything about it, confirmed by the manager’s password.',
        errors: ['channel_not_found'],
      },
    },
  },
  {
    tag: 'Reports',
    description:
      'The figures from YouTube’s reports: estimates until a month closes. Every report takes `period` (or `custom` with `from` and `to`) and, for a manager, `member`; every reply says its `currency`, `complete_up_to`, `period` and `shows_gross`.',
    calls: {
      'GET report/summary': {
        summary: 'Read the dashboard’s figures',
        description: `The period’s totals, every day of it, and the period of equal length before it with its totals. ${MEMBER_OR_MANAGER_VIEW}`,
        errors: ['member_not_found'],
        currency: true,
      },
      'GET report/channels': {
        summary: 'Read the channel report',
        description: `Per channel: the figures and the number of Shorts over the period, with totals; sortable and paged. ${MEMBER_OR_MANAGER_VIEW}`,
        errors: ['member_not_found'],
        currency: true,
      },
      'GET report/videos': {
        summary: 'Read the video report',
        description: `Per Short: every figure, view percentage and duration, the music used; totals over every matching Short and the average RPM per day. Search by title, filter by channel, any sort, paged. ${MEMBER_OR_MANAGER_VIEW}`,
        errors: ['member_not_found'],
        currency: true,
      },
      'GET report/video': {
        summary: 'Read one Short with its countries',
        description: `One Short’s figures over the period, its countries (most views first; \`ZZ\` is unknown) and its days. ${MEMBER_OR_MANAGER_VIEW}`,
        errors: ['member_not_found', 'video_not_found'],
        currency: true,
      },
      'GET report/export': {
        summary: 'Export a report as CSV',
        description: `The whole table of \`report\` (\`daily\`, \`channels\` or \`videos\`), every page, as a UTF-8 CSV with headers in the request’s language. It takes the filters, search, sort and order of the report it exports (\`sort\` is that report’s). ${MEMBER_OR_MANAGER_VIEW}`,
        errors: ['member_not_found'],
        csv: true,
        currency: true,
        reportFilters: true,
      },
    },
  },
  {
    tag: 'Music',
    description: 'The site’s music catalogue and each account’s favorites.',
    calls: {
      'GET music/home': {
        summary: 'Read the music home',
        description:
          'The week’s top tracks, new tracks, mood tags, shopping picks and the favorites count.',
      },
      'GET music/list': {
        summary: 'List tracks',
        description:
          'A page of the site’s tracks; search reads title, artist and ISRC; filters by category and tag; sorted newest, popular or by title.',
      },
      'GET music/shopping': {
        summary: 'List shopping tracks',
        description: 'A page of the tracks that suit shopping content, newest first.',
      },
      'GET music/tags': {
        summary: 'List mood tags',
        description:
          'The mood tags in `datas`: each one’s id, name in the request’s language and track count.',
      },
      'GET music/ranking': {
        summary: 'Read the weekly ranking',
        description:
          'A page of the last complete week’s most used tracks, with each one’s change in rank.',
      },
      'GET music/favorites': {
        summary: 'List favorites',
        description: 'The account’s favorite tracks, in the order added.',
      },
      'POST music/favorites/add': {
        summary: 'Add a favorite',
        description:
          'Adds a track to the account’s favorites (at most 10); one already there changes nothing.',
        errors: ['track_not_found', 'favorites_full'],
      },
      'POST music/favorites/remove': {
        summary: 'Remove a favorite',
        description: 'Removes a track from the account’s favorites.',
        errors: ['favorite_not_found'],
      },
    },
  },
  {
    tag: 'YouTube connection',
    description: 'Connecting the network’s YouTube content owner, so reports arrive by themselves.',
    calls: {
      'GET youtube/connection': {
        summary: 'Read the YouTube connection',
        description:
          'Whether the server can connect (`configured`) and the site’s connection: state, report jobs, reports fetched, complete-up-to day, last fetch, alarms and quota.',
      },
      'POST youtube/connect': {
        summary: 'Start connecting to YouTube',
        description:
          'Answers Google’s consent address to send the manager to, for the content owner given.',
        errors: ['youtube_not_configured'],
      },
      'POST youtube/connect/complete': {
        summary: 'Finish connecting to YouTube',
        description:
          'Takes what Google sent back, keeps the grant, makes sure of the report jobs and starts fetching. Nothing is kept when a step refuses.',
        errors: [
          'youtube_state_invalid',
          'youtube_access_denied',
          'youtube_code_invalid',
          'youtube_owner_forbidden',
          'youtube_unavailable',
        ],
      },
      'POST youtube/disconnect': {
        summary: 'Disconnect from YouTube',
        description: 'Revokes the grant at Google and forgets it; the reports fetched stay.',
        errors: ['youtube_not_connected'],
      },
      'POST youtube/fetch': {
        summary: 'Fetch new reports now',
        description: 'Queues a fetch of the reports YouTube has made since the last one.',
        errors: ['youtube_not_connected'],
      },
    },
  },
  {
    tag: 'Earnings',
    description: 'Closed months’ money: members’ balances and statements.',
    calls: {
      'GET earnings/summary': {
        summary: 'Read the member’s balance',
        description:
          'The member’s balance, the withdrawal threshold, what is withheld per channel and why, the last closed month, the open request, the payout method (masked) and whether a withdrawal is possible.',
      },
      'GET earnings/statements': {
        summary: 'List monthly statements',
        description:
          'Closed months’ statements in short, newest first: a member’s own, or, for a manager, those of the member named by `member`.',
        errors: ['member_not_found'],
      },
      'GET earnings/statement': {
        summary: 'Read a monthly statement',
        description:
          'One closed month’s statement in full: a member’s own, or, for a manager, that of the member named by `member`.',
        errors: ['member_not_found', 'statement_not_found'],
      },
      'GET earnings/statement/export': {
        summary: 'Export a monthly statement as CSV',
        description: 'The statement of `earnings/statement` as a CSV file.',
        errors: ['member_not_found', 'statement_not_found'],
        csv: true,
      },
      'GET earnings/history': {
        summary: 'Read the member’s ledger',
        description: 'A page of the member’s ledger entries, newest first, and their requests.',
      },
    },
  },
  {
    tag: 'Payouts',
    description:
      'Withdrawals (members) and the site’s books (managers): closing months, the withdrawal queue, payout settings.',
    calls: {
      'POST payouts/method': {
        summary: 'Set the payout method',
        description: 'Sets the member’s payout method: a bank account or an email.',
      },
      'POST payouts/withdraw': {
        summary: 'Ask to withdraw',
        description:
          'Asks to withdraw an amount of the balance. The same `idempotency_key` again answers with the request it made.',
        errors: [
          'idempotency_key_reused',
          'withdrawal_open',
          'payout_method_missing',
          'withdrawal_below_threshold',
          'withdrawal_over_balance',
        ],
      },
      'POST payouts/cancel': {
        summary: 'Cancel a withdrawal request',
        description:
          'Cancels the member’s own request while it is `requested`; the amount returns.',
        errors: ['withdrawal_not_found', 'withdrawal_not_open'],
      },
      'GET payouts/close/preview': {
        summary: 'Preview closing a month',
        description:
          'The totals a close of the month would write (or wrote, if it is closed); nothing is written.',
        errors: [
          'month_not_finished',
          'month_out_of_order',
          'month_no_data',
          'exchange_rates_missing',
        ],
      },
      'POST payouts/close': {
        summary: 'Close a month',
        description:
          'Closes a finished month into the ledger, once: closing it again answers the stored totals.',
        errors: [
          'month_not_finished',
          'month_out_of_order',
          'month_no_data',
          'exchange_rates_missing',
        ],
      },
      'GET payouts/overview': {
        summary: 'Read the site’s books',
        description:
          'Closed months with their totals, each member’s balance, what is withheld and their open request, the threshold, the auto-close day and the next month to close.',
      },
      'GET payouts/requests': {
        summary: 'List withdrawal requests',
        description:
          'A page of the open requests (or those of one `state`), with the payout details in full for open ones.',
      },
      'POST payouts/approve': {
        summary: 'Approve a withdrawal',
        description: 'Moves a request from `requested` to `approved`.',
        errors: ['withdrawal_not_found', 'withdrawal_not_open'],
      },
      'POST payouts/reject': {
        summary: 'Reject a withdrawal',
        description:
          'Moves a request from `requested` or `approved` to `rejected`, with a reason; the amount returns.',
        errors: ['withdrawal_not_found', 'withdrawal_not_open'],
      },
      'POST payouts/paid': {
        summary: 'Mark a withdrawal paid',
        description:
          'Moves a request from `approved` to `paid`, with the day paid (not in the future) and a reference.',
        errors: ['withdrawal_not_found', 'withdrawal_not_open'],
      },
      'GET payouts/export': {
        summary: 'Export a month’s statements as CSV',
        description: 'Every member’s statement of a closed month as one CSV file.',
        errors: ['statement_not_found'],
        csv: true,
      },
      'POST payouts/settings': {
        summary: 'Change payout settings',
        description: 'The site’s withdrawal threshold and auto-close day (1–28, or null for none).',
      },
    },
  },
  {
    tag: 'Email',
    description:
      'Password reset by email, which emails an account receives, and the one-click unsubscribe of the messages.',
    calls: {
      'POST member/password/forgot': {
        summary: 'Ask for a password reset link',
        description:
          'Sends a single-use link to choose a new password (30 minutes) when the email has an account on the site; the reply is the same whether or not it has one, and an account gets at most 3 links an hour.',
        errors: ['too_many_attempts'],
      },
      'POST member/password/reset': {
        summary: 'Set a new password with a reset link',
        description:
          'Sets the new password with the token of a reset link, ends every session of the account and answers a new session token. A link works once.',
        errors: ['reset_link_invalid', 'too_many_attempts'],
      },
      'GET member/mail-preferences': {
        summary: 'Read the account’s email choices',
        description:
          'Each kind of email the account can turn off (the weekly digest, channel and money notices), on or off.',
      },
      'POST member/mail-preferences': {
        summary: 'Turn a kind of email on or off',
        description: 'Turns one kind of email on or off for the signed-in account.',
      },
      'POST mail/unsubscribe': {
        summary: 'Unsubscribe from a kind of email in one click',
        description:
          'The one-click unsubscribe of RFC 8058 that mail programs post to: the signed link in a message’s `List-Unsubscribe` header turns that kind of email off for its account, without signing in. A link changed in any way is refused and changes nothing.',
        errors: ['unsubscribe_link_invalid'],
      },
    },
  },
  {
    tag: 'API tokens',
    description:
      'A network’s read-only API tokens, made by its manager for the network’s own tools (docs/api.md).',
    calls: {
      'GET network-tokens/list': {
        summary: 'List the site’s API tokens',
        description:
          'The site’s tokens: name, who made it and when, expiry, last use, revoked or not. Never the token itself.',
      },
      'POST network-tokens/create': {
        summary: 'Make an API token',
        description:
          'Makes a named read-only token for the site, with an optional expiry of 1 to 365 days. The reply carries the token, once: only its hash is kept. A site has at most 20 live tokens.',
        errors: ['network_tokens_full'],
      },
      'POST network-tokens/revoke': {
        summary: 'Revoke an API token',
        description:
          'Revokes a token of the site: its next call answers 401, in every server process.',
        errors: ['not_found'],
      },
    },
  },
  {
    tag: 'Operator',
    description:
      'The platform operators’ calls under `/api/operator/`, across sites: a site is named by one of its domains. Every change goes into the audit log.',
    calls: {
      'POST operator/sign-in': {
        summary: 'Sign in as an operator',
        description:
          'The first step with an operator account’s email and password: answers `step: "enrol"` the first time (an `otpauth://` URI and its QR code as SVG, to add to an authenticator app) or `step: "code"`, each with a `pending_token` valid for 10 minutes. Wrong emails and passwords answer alike and count towards the email’s and the address’s limits.',
        errors: ['invalid_credentials', 'too_many_attempts', 'too_many_requests'],
      },
      'POST operator/set-up': {
        summary: 'Set an invited operator’s password',
        description:
          'Takes the one-time set-up token of an invitation (valid 72 hours) and a password of 12 to 128 characters, then answers the enrolment step as `operator/sign-in` does.',
        errors: ['operator_setup_link_invalid', 'too_many_requests'],
      },
      'POST operator/sign-in/enrol': {
        summary: 'Confirm an operator’s authenticator',
        description:
          'The enrolment’s `pending_token` and a code of the new authenticator: answers an operator session token (`ops_…`) and ten recovery codes, shown this once.',
        errors: [
          'operator_sign_in_expired',
          'two_factor_code_invalid',
          'two_factor_code_reused',
          'too_many_attempts',
          'too_many_requests',
        ],
      },
      'POST operator/sign-in/code': {
        summary: 'Finish an operator’s sign-in',
        description:
          'The `pending_token` and the authenticator’s current code, or a recovery code (each works once): answers an operator session token (`ops_…`) valid `OPERATOR_SESSION_HOURS`. A code already used is refused; wrong codes count towards the limits.',
        errors: [
          'operator_sign_in_expired',
          'two_factor_code_invalid',
          'two_factor_code_reused',
          'too_many_attempts',
          'too_many_requests',
        ],
      },
      'GET operator/whoami': {
        summary: 'Name the operator token',
        description:
          'Which operator the token or session belongs to (a token’s name, an account’s email): a check of one’s set-up.',
      },
      'POST operator/sign-out': {
        summary: 'Sign an operator out',
        description:
          'Ends the operator session the call is made with; an operator API token has none (revoke it on the command line).',
      },
      'GET operator/operators/list': {
        summary: 'List the operators',
        description:
          'Every operator account by email: invited (no password or authenticator yet), active or disabled, and who invited it.',
      },
      'POST operator/operators/invite': {
        summary: 'Invite an operator',
        description:
          'Makes an operator account for the email and answers its one-time set-up token (and link, when the server knows its public origin), valid 72 hours. With a link, the invitee is also emailed it, in the language of the request (`emailed`).',
        errors: ['operator_exists'],
      },
      'POST operator/operators/disable': {
        summary: 'Disable an operator',
        description:
          'The operator can no longer sign in and their sessions end at once. Nobody disables themselves.',
        errors: ['not_found', 'operator_self_disable'],
      },
      'GET operator/audit': {
        summary: 'Read the audit log',
        description:
          'A page of the security-relevant events of one site (`site`) or of all, newest first, optionally of one `action`, of one `actor` (an account’s email or an operator’s name; `operator:<name>` for the operator alone) and from `from` to `to` (each a day, `YYYY-MM-DD` in UTC and whole, or an ISO 8601 instant with its offset).',
        errors: ['unknown_site'],
      },
      'GET operator/overview': {
        summary: 'See every site at a glance',
        description:
          'Every site, oldest first: its live members, channels waiting for review, the last day with figures (`complete_up_to`), and its YouTube connection’s health (state, content owner, last fetch and report, complete-up-to day, problem, alarms) or null when not connected.',
      },
      'GET operator/youtube/list': {
        summary: 'Watch the YouTube connections',
        description:
          'Every site’s YouTube connection as its manager’s screen shows it (who connected it and when, the content owner, jobs, recent reports, alarms, quota), with how many reports ended in each state; only the site named with `site`.',
        errors: ['unknown_site'],
      },
      'POST operator/youtube/fetch': {
        summary: 'Fetch a site’s reports now',
        description:
          'Puts a fetch of the site’s new reports on the queue, as its manager’s “fetch now” does, and answers the site’s connection.',
        errors: ['unknown_site', 'youtube_not_connected'],
      },
      'GET operator/payouts/list': {
        summary: 'Read every site’s books',
        description:
          'Each site’s closed months with their totals, what it owes its members in all and of it what is withheld, its open withdrawal requests and their amount, and the next month to close. Read only: the network’s manager closes months and pays.',
      },
      'GET operator/payouts/requests': {
        summary: 'Read a site’s withdrawal requests',
        description:
          'A page of the site’s withdrawal requests, newest first, of every state or of one (`state`), with the payout method masked.',
        errors: ['unknown_site'],
      },
      'GET operator/tokens/list': {
        summary: 'List operator API tokens',
        description:
          'Every operator API token by name, with when it was made and when it expires; never the token itself.',
      },
      'POST operator/tokens/create': {
        summary: 'Make an operator API token',
        description:
          'Makes a named operator API token valid `OPERATOR_TOKEN_TTL_DAYS`; the reply carries it, once. Only a signed-in operator’s session makes one: an operator token answers 403 `operator_token_needs_session`.',
        errors: ['operator_token_exists', 'operator_token_needs_session'],
      },
      'POST operator/tokens/revoke': {
        summary: 'Revoke an operator API token',
        description: 'The token named stops working at once.',
        errors: ['not_found'],
      },
      'GET operator/sites/list': {
        summary: 'List sites',
        description: 'Every site with its domains and settings, oldest first.',
      },
      'POST operator/sites/create': {
        summary: 'Create a site',
        description:
          'A site on its domains with its first manager, who gets a one-time login link (in the reply) and a random password.',
        errors: ['domain_taken'],
      },
      'POST operator/sites/update': {
        summary: 'Change a site',
        description:
          'Changes what is given of a site’s name, design, colours, playlist flag, currency, language and time zone (an IANA name: the weekly digest’s Monday morning), or removes images.',
        errors: ['unknown_site'],
      },
      'POST operator/sites/domains': {
        summary: 'Change a site’s domains',
        description: 'Adds and removes domains of a site; at least one stays.',
        errors: ['unknown_site', 'domain_taken'],
      },
      'POST operator/sites/image': {
        summary: 'Upload a site image',
        description:
          'Uploads the favicon, logo, meta logo or exclusive logo (`kind`) of a site, as the image file itself; its type is read from its bytes.',
        errors: ['unknown_site', 'unsupported_media_type', 'payload_too_large'],
        upload: 'image',
      },
      'POST operator/sites/image-check': {
        summary: 'Check a site image',
        description:
          'Answers whether an image file (the body, its type read from its bytes) would be accepted as the `kind` of image, without storing it or changing any site: a new site’s form checks its files before the site exists.',
        errors: ['unsupported_media_type', 'payload_too_large'],
        upload: 'image',
      },
      'GET operator/notices/list': {
        summary: 'List every notice',
        description: 'A page of every notice of every site, future ones included.',
      },
      'POST operator/notices/create': {
        summary: 'Write a notice',
        description:
          'A notice in one or more languages, for one site or all, optionally pinned or published later.',
        errors: ['unknown_site'],
      },
      'POST operator/notices/update': {
        summary: 'Change a notice',
        description: 'Changes what is given of a notice; a language set to null is removed.',
        errors: ['not_found', 'unknown_site'],
      },
      'POST operator/notices/delete': {
        summary: 'Delete a notice',
        description: 'Deletes a notice.',
        errors: ['not_found'],
      },
      'POST operator/revenue/import': {
        summary: 'Import a report file',
        description:
          'Imports one YouTube report file (`text/csv` body, streamed) into a site. A refused file answers 400 `invalid_input` with its line and column in `message`, and nothing of it is kept.',
        errors: ['unknown_site', 'unsupported_media_type', 'payload_too_large'],
        upload: 'text/csv',
      },
      'GET operator/revenue/imports/list': {
        summary: 'List imported files',
        description:
          'A page of the imported report files, newest first, of one site (`site`) or of all: rows read, loaded and kept aside, the days, who imported it and when, and the channels whose rows were kept aside (the first 50, with their count).',
        errors: ['unknown_site'],
      },
      'POST operator/revenue/uploads/create': {
        summary: 'Start uploading a report file',
        description:
          'Announces a file (`name`, `size` in bytes) to upload into a site in chunks. The same file (name and size) the operator began uploading there and has not finished is resumed instead: `received` says where to go on from.',
        errors: ['unknown_site', 'payload_too_large'],
      },
      'POST operator/revenue/uploads/chunk': {
        summary: 'Send a chunk of an uploaded file',
        description:
          'The next bytes of an upload (`application/octet-stream`, at most 8 MiB) at `offset`, which must be the upload’s `received`. The last bytes start the import in the background; poll `uploads/list` for its progress (`bytes_read`) and its summary or refusal.',
        errors: [
          'upload_not_found',
          'upload_not_open',
          'upload_offset_mismatch',
          'upload_past_size',
          'unsupported_media_type',
          'payload_too_large',
        ],
        upload: 'application/octet-stream',
      },
      'GET operator/revenue/uploads/list': {
        summary: 'List the operator’s uploads',
        description:
          'The calling operator’s uploads of the last day, newest first, of one site or of all: unfinished ones (to resume), imports under way, and finished ones with their summary or the reason the file was refused (with its line).',
        errors: ['unknown_site'],
      },
      'POST operator/revenue/uploads/cancel': {
        summary: 'Drop an upload',
        description:
          'Drops an upload of the operator’s and its bytes, unless it is being imported.',
        errors: ['upload_not_found', 'upload_not_open'],
      },
      'POST operator/catalogue/import': {
        summary: 'Import a music catalogue file',
        description:
          'Loads a catalogue file (docs/catalogue-format.md) sent as the body: `name` ending in `.json` is read as JSON, any other as CSV (tracks or tags). Covers are https addresses here. All of it or nothing: a refused file answers 400 `catalogue_refused` with `problems`, each with its `line` (CSV) or `entry` (JSON), `field` and reason in the request’s language. The weekly rankings follow a loaded file.',
        errors: ['catalogue_refused', 'unsupported_media_type', 'payload_too_large'],
        upload: 'application/octet-stream',
      },
      'GET operator/catalogue/tracks': {
        summary: 'Search the music catalogue',
        description:
          'A page of every track by title, withdrawn ones and those of some sites only included, matching `q` in the title, the artist or the ISRC.',
      },
      'GET operator/channels/list': {
        summary: 'List the channel review queue',
        description:
          'A page of a site’s channels (every site’s without `site`), waiting ones first, optionally of one `status`; each with its site and the domain to name it by.',
        errors: ['unknown_site'],
      },
      'POST operator/channels/review': {
        summary: 'Review a channel',
        description: 'Approves (a verified channel only), holds or rejects a channel.',
        errors: ['unknown_site', 'channel_not_found', 'channel_not_verified'],
      },
      'POST operator/channels/review-many': {
        summary: 'Review several channels',
        description:
          'One decision and one note for up to 100 channels of any sites. Each is decided on its own, with its own audit log entry: the reply has one result per channel, in order, either the channel as it is now or why it was left as it was (`unknown_site`, `channel_not_found`, `channel_not_verified`, with its message).',
      },
    },
  },
];

/** Every documented call's entry, with its area's tag. */
export const API_DOCS: Record<string, CallDoc & { tag: string }> = Object.fromEntries(
  API_AREAS.flatMap(({ tag, calls }) =>
    Object.entries(calls).map(([call, doc]) => [call, { ...doc, tag }]),
  ),
);

/**
 * Calls left out of the document on purpose (their routes say `hide`): the document and
 * its reference page themselves, and stored images a browser loads by their address.
 */
export const UNDOCUMENTED_CALLS = [
  'GET docs',
  'GET reference',
  'GET reference/:file',
  'GET music/cover/:file',
  'GET site/image/:file',
] as const;
