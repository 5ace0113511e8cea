/**
 * The API's types, generated from its OpenAPI document by openapi-typescript
 * (apps/server/src/http/api-docs.test.ts). Do not edit: after a change of the API, run
 * `npx vitest run --project server apps/server/src/http/api-docs.test.ts -u`.
 */
export interface paths {
  '/api/operator/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in as an operator
     * @description The first step with an operator account’s email and password: answers `step: "enrol"` the first time (an `otpauth://` URI and its QR code as SVG, to add to an authenticator app) or `step: "code"`, each with a `pending_token` valid for 10 minutes. Wrong emails and passwords answer alike and count towards the email’s and the address’s limits.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postOperatorSignIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/set-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set an invited operator’s password
     * @description Takes the one-time set-up token of an invitation (valid 72 hours) and a password of 12 to 128 characters, then answers the enrolment step as `operator/sign-in` does.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postOperatorSetUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sign-in/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an operator’s authenticator
     * @description The enrolment’s `pending_token` and a code of the new authenticator: answers an operator session token (`ops_…`) and ten recovery codes, shown this once.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postOperatorSignInEnrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sign-in/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish an operator’s sign-in
     * @description The `pending_token` and the authenticator’s current code, or a recovery code (each works once): answers an operator session token (`ops_…`) valid `OPERATOR_SESSION_HOURS`. A code already used is refused; wrong codes count towards the limits.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postOperatorSignInCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/whoami': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Name the operator token
     * @description Which operator the token or session belongs to (a token’s name, an account’s email): a check of one’s set-up.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorWhoami'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign an operator out
     * @description Ends the operator session the call is made with; an operator API token has none (revoke it on the command line).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSignOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the operators
     * @description Every operator account by email: invited (no password or authenticator yet), active or disabled, and who invited it.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorOperatorsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite an operator
     * @description Makes an operator account for the email and answers its one-time set-up token (and link, when the server knows its public origin), valid 72 hours. With a link, the invitee is also emailed it, in the language of the request (`emailed`).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorOperatorsInvite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/operators/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Disable an operator
     * @description The operator can no longer sign in and their sessions end at once. Nobody disables themselves.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorOperatorsDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the audit log
     * @description A page of the security-relevant events of one site (`site`) or of all, newest first, optionally of one `action`, of one `actor` (an account’s email or an operator’s name; `operator:<name>` for the operator alone) and from `from` to `to` (each a day, `YYYY-MM-DD` in UTC and whole, or an ISO 8601 instant with its offset).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sites
     * @description Every site with its domains and settings, oldest first.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorSitesList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a site
     * @description A site on its domains with its first manager, who gets a one-time login link (in the reply) and a random password.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSitesCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a site
     * @description Changes what is given of a site’s name, design, colours, playlist flag, currency, language and time zone (an IANA name: the weekly digest’s Monday morning), or removes images.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSitesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a site’s domains
     * @description Adds and removes domains of a site; at least one stays.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSitesDomains'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a site image
     * @description Uploads the favicon, logo, meta logo or exclusive logo (`kind`) of a site, as the image file itself; its type is read from its bytes.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSitesImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/sites/image-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a site image
     * @description Answers whether an image file (the body, its type read from its bytes) would be accepted as the `kind` of image, without storing it or changing any site: a new site’s form checks its files before the site exists.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorSitesImageCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/notices/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every notice
     * @description A page of every notice of every site, future ones included.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorNoticesList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/notices/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Write a notice
     * @description A notice in one or more languages, for one site or all, optionally pinned or published later.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorNoticesCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/notices/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a notice
     * @description Changes what is given of a notice; a language set to null is removed.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorNoticesUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/notices/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a notice
     * @description Deletes a notice.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorNoticesDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a report file
     * @description Imports one YouTube report file (`text/csv` body, streamed) into a site. A refused file answers 400 `invalid_input` with its line and column in `message`, and nothing of it is kept.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorRevenueImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/imports/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List imported files
     * @description A page of the imported report files, newest first, of one site (`site`) or of all: rows read, loaded and kept aside, the days, who imported it and when, and the channels whose rows were kept aside (the first 50, with their count).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorRevenueImportsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/uploads/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start uploading a report file
     * @description Announces a file (`name`, `size` in bytes) to upload into a site in chunks. The same file (name and size) the operator began uploading there and has not finished is resumed instead: `received` says where to go on from.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorRevenueUploadsCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/uploads/chunk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a chunk of an uploaded file
     * @description The next bytes of an upload (`application/octet-stream`, at most 8 MiB) at `offset`, which must be the upload’s `received`. The last bytes start the import in the background; poll `uploads/list` for its progress (`bytes_read`) and its summary or refusal.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorRevenueUploadsChunk'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/uploads/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the operator’s uploads
     * @description The calling operator’s uploads of the last day, newest first, of one site or of all: unfinished ones (to resume), imports under way, and finished ones with their summary or the reason the file was refused (with its line).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorRevenueUploadsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/revenue/uploads/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Drop an upload
     * @description Drops an upload of the operator’s and its bytes, unless it is being imported.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorRevenueUploadsCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/catalogue/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a music catalogue file
     * @description Loads a catalogue file (docs/catalogue-format.md) sent as the body: `name` ending in `.json` is read as JSON, any other as CSV (tracks or tags). Covers are https addresses here. All of it or nothing: a refused file answers 400 `catalogue_refused` with `problems`, each with its `line` (CSV) or `entry` (JSON), `field` and reason in the request’s language. The weekly rankings follow a loaded file.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorCatalogueImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/catalogue/tracks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the music catalogue
     * @description A page of every track by title, withdrawn ones and those of some sites only included, matching `q` in the title, the artist or the ISRC.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorCatalogueTracks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/channels/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the channel review queue
     * @description A page of a site’s channels (every site’s without `site`), waiting ones first, optionally of one `status`; each with its site and the domain to name it by.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorChannelsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/channels/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review a channel
     * @description Approves (a verified channel only), holds or rejects a channel.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorChannelsReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/channels/review-many': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review several channels
     * @description One decision and one note for up to 100 channels of any sites. Each is decided on its own, with its own audit log entry: the reply has one result per channel, in order, either the channel as it is now or why it was left as it was (`unknown_site`, `channel_not_found`, `channel_not_verified`, with its message).
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorChannelsReviewMany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * See every site at a glance
     * @description Every site, oldest first: its live members, channels waiting for review, the last day with figures (`complete_up_to`), and its YouTube connection’s health (state, content owner, last fetch and report, complete-up-to day, problem, alarms) or null when not connected.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/youtube/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Watch the YouTube connections
     * @description Every site’s YouTube connection as its manager’s screen shows it (who connected it and when, the content owner, jobs, recent reports, alarms, quota), with how many reports ended in each state; only the site named with `site`.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorYoutubeList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/youtube/fetch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fetch a site’s reports now
     * @description Puts a fetch of the site’s new reports on the queue, as its manager’s “fetch now” does, and answers the site’s connection.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorYoutubeFetch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payouts/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read every site’s books
     * @description Each site’s closed months with their totals, what it owes its members in all and of it what is withheld, its open withdrawal requests and their amount, and the next month to close. Read only: the network’s manager closes months and pays.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorPayoutsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/payouts/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a site’s withdrawal requests
     * @description A page of the site’s withdrawal requests, newest first, of every state or of one (`state`), with the payout method masked.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorPayoutsRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/tokens/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List operator API tokens
     * @description Every operator API token by name, with when it was made and when it expires; never the token itself.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    get: operations['getOperatorTokensList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/tokens/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an operator API token
     * @description Makes a named operator API token valid `OPERATOR_TOKEN_TTL_DAYS`; the reply carries it, once. Only a signed-in operator’s session makes one: an operator token answers 403 `operator_token_needs_session`.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorTokensCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/operator/tokens/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an operator API token
     * @description The token named stops working at once.
     *
     *     **Who may call**: platform operators, with an operator token or session.
     */
    post: operations['postOperatorTokensRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/mcn/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a site’s metadata
     * @description The site a domain belongs to: its name, colours, images, design, playlist flag, currency and default language. The first HTML page already carries this reply.
     *
     *     **Who may call**: anyone, without a token.
     */
    get: operations['getV2McnMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v2/mcn/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up as a member
     * @description Creates a member account on the site the request is for. An email that already has an account there answers the same and changes nothing: its owner is emailed instead (at most once a day), and the attempt counts towards the address’s limit of failed attempts.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postV2McnJoin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Answers a new session token for the email (`id`) and password; a session token presented with the call ends. Wrong passwords and unknown emails answer alike and count towards the account’s and the address’s limits.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postMemberLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/external/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with a one-time login code
     * @description Turns a one-time login code (an operator’s login link) into a session token; a code works once.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postMemberExternalAuth'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the session whose token the call carries.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMemberLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the signed-in account
     * @description The user data: email, nickname, role (`permission_flag` 1 for a manager, 0 for a member), when it registered and whether a channel still needs verifying.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMemberMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/account/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change nickname or password
     * @description Changes the account’s nickname and/or password, confirmed by the current password. A new password ends the account’s other sessions.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMemberAccountUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/account/delete.account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete one’s own account
     * @description Deletes the caller’s account, confirmed by its password: its sessions end and its channel assignments close; past earnings keep its name.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMemberAccountDeleteAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/password/forgot': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a password reset link
     * @description Sends a single-use link to choose a new password (30 minutes) when the email has an account on the site; the reply is the same whether or not it has one, and an account gets at most 3 links an hour.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postMemberPasswordForgot'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/password/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link
     * @description Sets the new password with the token of a reset link, ends every session of the account and answers a new session token. A link works once.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postMemberPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mail-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the account’s email choices
     * @description Each kind of email the account can turn off (the weekly digest, channel and money notices), on or off.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMemberMailPreferences'];
    put?: never;
    /**
     * Turn a kind of email on or off
     * @description Turns one kind of email on or off for the signed-in account.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMemberMailPreferences'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/mail/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unsubscribe from a kind of email in one click
     * @description The one-click unsubscribe of RFC 8058 that mail programs post to: the signed link in a message’s `List-Unsubscribe` header turns that kind of email off for its account, without signing in. A link changed in any way is refused and changes nothing.
     *
     *     **Who may call**: anyone, without a token.
     */
    post: operations['postMailUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mcn/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a member
     * @description Creates a member with a password and nickname; channel links given with it (up to 20) are registered and assigned to the new member. All or nothing: a link that cannot be registered fails the whole creation.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postMemberMcnAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mcn/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the site’s members
     * @description A page of the site’s members with their revenue share (and any change set for later) and the names of their channels; `search` reads email and nickname.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getMemberMcnAccounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mcn/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a member’s revenue share or password
     * @description Changes a member’s revenue share from today or a later day and/or their password; `password` is the manager’s own. A new password ends the member’s sessions.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postMemberMcnUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mcn/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a member
     * @description Deletes a member, confirmed by the manager’s password: their sessions end and their channel assignments close; past earnings keep their name.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postMemberMcnDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/mcn/fee-history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a member’s revenue share history
     * @description Every revenue share change of a member, newest first, with the rate it replaced and who made it.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getMemberMcnFeeHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notice/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List notices
     * @description Published notices of the site, pinned first then newest, each in the best language for the request, with the unread count.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getNoticeList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notice/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a notice
     * @description One notice with its Markdown body; opening it marks it read, and the reply carries the new unread count.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getNoticeDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notice/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count unread notices
     * @description How many published notices the caller has not opened yet.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getNoticeUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a channel
     * @description Registers the channel a link names (YouTube is asked which one). A member’s registration is assigned to them at once; a manager’s waits to be assigned. The reply carries the verification code.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postChannelAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List channels
     * @description A page of channels with their review and verification state and members: a manager’s the whole site’s, a member’s their own.
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getChannelList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/detail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a channel
     * @description One channel, for its member or the site’s manager.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getChannelDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start verifying a channel
     * @description Starts reading the channel’s description for its verification code; the channel shows `verifying` until the code is found or the retries run out.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postChannelVerify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/re-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask again for a channel’s review
     * @description A channel on hold asks to be reviewed again, at most once in a set number of hours.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postChannelReReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Assign a channel to a member
     * @description Assigns the channel to a member from today; a channel has one member at a time.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postChannelAssign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/unassign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End a channel’s assignment
     * @description Ends a member’s assignment of the channel from today; the period stays on record.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postChannelUnassign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channel/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete a channel
     * @description Deletes the channel and everything about it, confirmed by the manager’s password.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postChannelDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the dashboard’s figures
     * @description The period’s totals, every day of it, and the period of equal length before it with its totals. A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getReportSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the channel report
     * @description Per channel: the figures and the number of Shorts over the period, with totals; sortable and paged. A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getReportChannels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the video report
     * @description Per Short: every figure, view percentage and duration, the music used; totals over every matching Short and the average RPM per day. Search by title, filter by channel, any sort, paged. A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getReportVideos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/video': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one Short with its countries
     * @description One Short’s figures over the period, its countries (most views first; `ZZ` is unknown) and its days. A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getReportVideo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/report/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export a report as CSV
     * @description The whole table of `report` (`daily`, `channels` or `videos`), every page, as a UTF-8 CSV with headers in the request’s language. It takes the filters, search, sort and order of the report it exports (`sort` is that report’s). A member always gets their own figures; a manager gets the whole site, or one member’s with `member` (their email).
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getReportExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the music home
     * @description The week’s top tracks, new tracks, mood tags, shopping picks and the favorites count.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicHome'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tracks
     * @description A page of the site’s tracks; search reads title, artist and ISRC; filters by category and tag; sorted newest, popular or by title.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/shopping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List shopping tracks
     * @description A page of the tracks that suit shopping content, newest first.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicShopping'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List mood tags
     * @description The mood tags in `datas`: each one’s id, name in the request’s language and track count.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicTags'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/ranking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the weekly ranking
     * @description A page of the last complete week’s most used tracks, with each one’s change in rank.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicRanking'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List favorites
     * @description The account’s favorite tracks, in the order added.
     *
     *     **Who may call**: members, the site’s managers.
     */
    get: operations['getMusicFavorites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/favorites/add': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a favorite
     * @description Adds a track to the account’s favorites (at most 10); one already there changes nothing.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMusicFavoritesAdd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/music/favorites/remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove a favorite
     * @description Removes a track from the account’s favorites.
     *
     *     **Who may call**: members, the site’s managers.
     */
    post: operations['postMusicFavoritesRemove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/youtube/connection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the YouTube connection
     * @description Whether the server can connect (`configured`) and the site’s connection: state, report jobs, reports fetched, complete-up-to day, last fetch, alarms and quota.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getYoutubeConnection'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/youtube/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start connecting to YouTube
     * @description Answers Google’s consent address to send the manager to, for the content owner given.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postYoutubeConnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/youtube/connect/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish connecting to YouTube
     * @description Takes what Google sent back, keeps the grant, makes sure of the report jobs and starts fetching. Nothing is kept when a step refuses.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postYoutubeConnectComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/youtube/disconnect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Disconnect from YouTube
     * @description Revokes the grant at Google and forgets it; the reports fetched stay.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postYoutubeDisconnect'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/youtube/fetch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fetch new reports now
     * @description Queues a fetch of the reports YouTube has made since the last one.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postYoutubeFetch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/earnings/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the member’s balance
     * @description The member’s balance, the withdrawal threshold, what is withheld per channel and why, the last closed month, the open request, the payout method (masked) and whether a withdrawal is possible.
     *
     *     **Who may call**: members.
     */
    get: operations['getEarningsSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/earnings/statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List monthly statements
     * @description Closed months’ statements in short, newest first: a member’s own, or, for a manager, those of the member named by `member`.
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getEarningsStatements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/earnings/statement': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a monthly statement
     * @description One closed month’s statement in full: a member’s own, or, for a manager, that of the member named by `member`.
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getEarningsStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/earnings/statement/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export a monthly statement as CSV
     * @description The statement of `earnings/statement` as a CSV file.
     *
     *     **Who may call**: members, the site’s managers, the site’s network API tokens.
     */
    get: operations['getEarningsStatementExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/earnings/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the member’s ledger
     * @description A page of the member’s ledger entries, newest first, and their requests.
     *
     *     **Who may call**: members.
     */
    get: operations['getEarningsHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/method': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set the payout method
     * @description Sets the member’s payout method: a bank account or an email.
     *
     *     **Who may call**: members.
     */
    post: operations['postPayoutsMethod'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to withdraw
     * @description Asks to withdraw an amount of the balance. The same `idempotency_key` again answers with the request it made.
     *
     *     **Who may call**: members.
     */
    post: operations['postPayoutsWithdraw'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a withdrawal request
     * @description Cancels the member’s own request while it is `requested`; the amount returns.
     *
     *     **Who may call**: members.
     */
    post: operations['postPayoutsCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/close/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Preview closing a month
     * @description The totals a close of the month would write (or wrote, if it is closed); nothing is written.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getPayoutsClosePreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close a month
     * @description Closes a finished month into the ledger, once: closing it again answers the stored totals.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postPayoutsClose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the site’s books
     * @description Closed months with their totals, each member’s balance, what is withheld and their open request, the threshold, the auto-close day and the next month to close.
     *
     *     **Who may call**: the site’s managers, the site’s network API tokens.
     */
    get: operations['getPayoutsOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List withdrawal requests
     * @description A page of the open requests (or those of one `state`), with the payout details in full for open ones.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getPayoutsRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a withdrawal
     * @description Moves a request from `requested` to `approved`.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postPayoutsApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a withdrawal
     * @description Moves a request from `requested` or `approved` to `rejected`, with a reason; the amount returns.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postPayoutsReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a withdrawal paid
     * @description Moves a request from `approved` to `paid`, with the day paid (not in the future) and a reference.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postPayoutsPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export a month’s statements as CSV
     * @description Every member’s statement of a closed month as one CSV file.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getPayoutsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payouts/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change payout settings
     * @description The site’s withdrawal threshold and auto-close day (1–28, or null for none).
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postPayoutsSettings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/network-tokens/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the site’s API tokens
     * @description The site’s tokens: name, who made it and when, expiry, last use, revoked or not. Never the token itself.
     *
     *     **Who may call**: the site’s managers.
     */
    get: operations['getNetworkTokensList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/network-tokens/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make an API token
     * @description Makes a named read-only token for the site, with an optional expiry of 1 to 365 days. The reply carries the token, once: only its hash is kept. A site has at most 20 live tokens.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postNetworkTokensCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/network-tokens/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an API token
     * @description Revokes a token of the site: its next call answers 401, in every server process.
     *
     *     **Who may call**: the site’s managers.
     */
    post: operations['postNetworkTokensRevoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description An error: a stable `code` and a `message` in the request's language; 5xx replies add `requestId`. The codes:
     *
     *     - `invalid_json` (400): The request could not be read. Please try again.
     *     - `invalid_input` (400): Please check what you entered.
     *     - `unauthorized` (401): Please log in again.
     *     - `invalid_credentials` (401): The email or password is incorrect.
     *     - `invalid_login_code` (401): This login link is invalid or has expired.
     *     - `reset_link_invalid` (400): This password reset link is invalid, has expired or was already used. Please ask for a new one.
     *     - `unsubscribe_link_invalid` (400): This unsubscribe link is not valid: it may have been changed or cut. Use the link in the email, or turn emails off in your account settings.
     *     - `network_token_invalid` (401): This API token is not valid here: it was revoked, has expired or belongs to another site.
     *     - `two_factor_code_invalid` (401): The code is not right. Enter the code your authenticator app shows now, or a recovery code.
     *     - `two_factor_code_reused` (401): This code was used already. Wait for the next code in your authenticator app.
     *     - `operator_sign_in_expired` (401): This sign-in has expired. Please enter your email and password again.
     *     - `operator_setup_link_invalid` (400): This set-up link is invalid, has expired or was already used. Ask another operator for a new one.
     *     - `wrong_password` (403): The password is incorrect.
     *     - `forbidden` (403): You are not allowed to do this.
     *     - `network_token_refused` (403): An API token can only read reports and statements. Sign in as a manager to do this.
     *     - `unknown_site` (404): This site is not registered.
     *     - `not_found` (404): We could not find what you asked for.
     *     - `member_not_found` (404): We could not find that member.
     *     - `channel_not_found` (404): We could not find that channel.
     *     - `video_not_found` (404): We could not find that Short.
     *     - `track_not_found` (404): We could not find that track.
     *     - `favorite_not_found` (404): This track is not in your favorites.
     *     - `youtube_channel_not_found` (400): YouTube has no channel at this link. Please check the channel link.
     *     - `youtube_state_invalid` (400): This sign-in to Google does not belong to this session or has expired. Start connecting again.
     *     - `youtube_code_invalid` (400): Google did not accept the sign-in (it was used already or has expired). Start connecting again.
     *     - `youtube_access_denied` (400): The connection was cancelled on Google's page; nothing was changed.
     *     - `youtube_owner_forbidden` (400): This Google account cannot act for that content owner. Check the content owner ID, or sign in with an account of that content owner.
     *     - `youtube_not_connected` (404): This network is not connected to YouTube.
     *     - `email_taken` (409): This email is already registered.
     *     - `domain_taken` (409): Another site already uses this domain.
     *     - `channel_taken` (409): This channel is already registered on this site.
     *     - `verification_in_progress` (409): Channel verification is already running. Please wait a moment.
     *     - `already_verified` (409): This channel is already verified.
     *     - `re_review_not_on_hold` (409): Only a channel on hold can ask for re-review.
     *     - `re_review_too_soon` (409): Re-review can be requested once a day. Please try again later.
     *     - `channel_assigned_elsewhere` (409): This channel is assigned to another member. Cancel that assignment first.
     *     - `channel_already_assigned` (409): This channel is already assigned to this member.
     *     - `channel_not_assigned` (409): This channel is not assigned to this member.
     *     - `channel_not_verified` (409): This channel cannot be approved until it is verified.
     *     - `favorites_full` (409): You can have up to 10 favorite tracks. Remove one before adding another.
     *     - `network_tokens_full` (409): A site can have up to 20 API tokens. Revoke one before creating another.
     *     - `operator_exists` (409): An operator with this email exists already.
     *     - `operator_self_disable` (409): You cannot disable your own account. Ask another operator.
     *     - `operator_token_exists` (409): An operator token with this name exists already. Pick another name or revoke that token first.
     *     - `operator_token_needs_session` (403): Only an operator signed in with two-factor sign-in can make operator tokens; a token cannot.
     *     - `upload_not_found` (404): This upload cannot be found: it expired, was cancelled or belongs to another operator. Upload the file again from the start.
     *     - `upload_not_open` (409): This upload takes no more data: it has all of it already, or its import is over.
     *     - `upload_offset_mismatch` (409): These bytes are not where the server is in this upload. Reload the list and go on from what the server holds.
     *     - `upload_past_size` (400): These bytes go past the file size announced for the upload. Nothing was kept.
     *     - `catalogue_refused` (400): The catalogue file was not imported: fix the rows below and send it again.
     *     - `month_not_finished` (400): Only a month that has ended can be closed.
     *     - `month_no_data` (409): There is no revenue data for this month, so there is nothing to close.
     *     - `month_out_of_order` (409): Close the earlier months first; months close in order, after the last closed month.
     *     - `exchange_rates_missing` (409): Load exchange rates before closing a month on a won site.
     *     - `statement_not_found` (404): There is no statement for this month.
     *     - `withdrawal_not_found` (404): We could not find that withdrawal request.
     *     - `withdrawal_below_threshold` (400): The amount is below the minimum withdrawal amount.
     *     - `withdrawal_over_balance` (409): The amount is more than your balance.
     *     - `withdrawal_open` (409): You already have a withdrawal request in progress.
     *     - `withdrawal_not_open` (409): This request has already been handled.
     *     - `payout_method_missing` (409): Please set a payout method first.
     *     - `idempotency_key_reused` (409): This request was already sent with a different amount. Reload the page and try again.
     *     - `payload_too_large` (413): The request is too large.
     *     - `unsupported_media_type` (415): This request format is not supported.
     *     - `too_many_requests` (429): Too many requests. Please wait a moment and try again.
     *     - `too_many_attempts` (429): Too many failed attempts. Try again in N minutes.
     *     - `channel_lookups_exhausted` (429): You have looked up too many YouTube channels today. Please try again tomorrow.
     *     - `protection_invalid` (400): This request could not be verified. Reload the page and try again.
     *     - `protection_stale` (400): This request has expired. Check your device clock, reload the page and try again.
     *     - `protection_replayed` (400): This request was already sent once. Reload the page and try again.
     *     - `internal` (500): An error occurred.
     *     - `youtube_unavailable` (503): We cannot reach YouTube right now. Please try again in a few minutes.
     *     - `youtube_not_configured` (503): Connecting to YouTube is not set up on this server yet. Ask the platform operator.
     *     - `unavailable` (503): The service is briefly unavailable. Please try again in a moment.
     */
    ErrorReply: {
      /** @enum {boolean} */
      success: false;
      /** @enum {string} */
      code:
        | 'invalid_json'
        | 'invalid_input'
        | 'unauthorized'
        | 'invalid_credentials'
        | 'invalid_login_code'
        | 'reset_link_invalid'
        | 'unsubscribe_link_invalid'
        | 'network_token_invalid'
        | 'two_factor_code_invalid'
        | 'two_factor_code_reused'
        | 'operator_sign_in_expired'
        | 'operator_setup_link_invalid'
        | 'wrong_password'
        | 'forbidden'
        | 'network_token_refused'
        | 'unknown_site'
        | 'not_found'
        | 'member_not_found'
        | 'channel_not_found'
        | 'video_not_found'
        | 'track_not_found'
        | 'favorite_not_found'
        | 'youtube_channel_not_found'
        | 'youtube_state_invalid'
        | 'youtube_code_invalid'
        | 'youtube_access_denied'
        | 'youtube_owner_forbidden'
        | 'youtube_not_connected'
        | 'email_taken'
        | 'domain_taken'
        | 'channel_taken'
        | 'verification_in_progress'
        | 'already_verified'
        | 're_review_not_on_hold'
        | 're_review_too_soon'
        | 'channel_assigned_elsewhere'
        | 'channel_already_assigned'
        | 'channel_not_assigned'
        | 'channel_not_verified'
        | 'favorites_full'
        | 'network_tokens_full'
        | 'operator_exists'
        | 'operator_self_disable'
        | 'operator_token_exists'
        | 'operator_token_needs_session'
        | 'upload_not_found'
        | 'upload_not_open'
        | 'upload_offset_mismatch'
        | 'upload_past_size'
        | 'catalogue_refused'
        | 'month_not_finished'
        | 'month_no_data'
        | 'month_out_of_order'
        | 'exchange_rates_missing'
        | 'statement_not_found'
        | 'withdrawal_not_found'
        | 'withdrawal_below_threshold'
        | 'withdrawal_over_balance'
        | 'withdrawal_open'
        | 'withdrawal_not_open'
        | 'payout_method_missing'
        | 'idempotency_key_reused'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'too_many_requests'
        | 'too_many_attempts'
        | 'channel_lookups_exhausted'
        | 'protection_invalid'
        | 'protection_stale'
        | 'protection_replayed'
        | 'internal'
        | 'youtube_unavailable'
        | 'youtube_not_configured'
        | 'unavailable';
      message: string;
      requestId?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  postOperatorSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                success: boolean;
                message: string;
                /** @enum {string} */
                step: 'enrol';
                pending_token: string;
                otpauth_uri: string;
                qr_svg: string;
                expires_at: string;
              }
            | {
                success: boolean;
                message: string;
                /** @enum {string} */
                step: 'code';
                pending_token: string;
                expires_at: string;
              };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `invalid_credentials`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSetUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                success: boolean;
                message: string;
                /** @enum {string} */
                step: 'enrol';
                pending_token: string;
                otpauth_uri: string;
                qr_svg: string;
                expires_at: string;
              }
            | {
                success: boolean;
                message: string;
                /** @enum {string} */
                step: 'code';
                pending_token: string;
                expires_at: string;
              };
        };
      };
      /** @description Bad request: `operator_setup_link_invalid`, `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSignInEnrol: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pending_token: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            token: string;
            expires_at: string;
            recovery_codes?: string[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `operator_sign_in_expired`, `two_factor_code_invalid`, `two_factor_code_reused`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSignInCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          pending_token: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            token: string;
            expires_at: string;
            recovery_codes?: string[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `operator_sign_in_expired`, `two_factor_code_invalid`, `two_factor_code_reused`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorWhoami: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            operator: string;
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorOperatorsList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            operators: {
              email: string;
              /** @enum {string} */
              state: 'invited' | 'active' | 'disabled';
              invited_by: string | null;
              created_at: string;
            }[];
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorOperatorsInvite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            operator: {
              email: string;
              /** @enum {string} */
              state: 'invited' | 'active' | 'disabled';
              invited_by: string | null;
              created_at: string;
            };
            setup_token: string;
            setup_link: string | null;
            emailed: boolean;
            expires_at: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `operator_exists`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorOperatorsDisable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `operator_self_disable`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorAudit: {
    parameters: {
      query?: {
        site?: string;
        action?:
          | 'member.created'
          | 'member.deleted'
          | 'member.password_changed'
          | 'member.fee_rate_changed'
          | 'account.deleted'
          | 'account.password_changed'
          | 'account.password_reset'
          | 'account.password_check_failed'
          | 'channel.registered'
          | 'channel.re_review_requested'
          | 'channel.assigned'
          | 'channel.unassigned'
          | 'channel.deleted'
          | 'channel.reviewed'
          | 'session.login'
          | 'session.login_failed'
          | 'session.locked_out'
          | 'operator.call'
          | 'youtube.connected'
          | 'youtube.disconnected'
          | 'youtube.grant_refused'
          | 'earnings.month_closed'
          | 'earnings.forfeited'
          | 'payout.method_set'
          | 'payout.requested'
          | 'payout.cancelled'
          | 'payout.approved'
          | 'payout.rejected'
          | 'payout.paid'
          | 'payout.settings_changed'
          | 'network_token.created'
          | 'network_token.revoked'
          | 'operator.password_set'
          | 'operator.enrolled'
          | 'operator.signed_in'
          | 'operator.sign_in_failed'
          | 'operator.locked_out'
          | 'operator.signed_out'
          | 'operator.invited'
          | 'operator.disabled'
          | 'operator.token_created'
          | 'operator.token_revoked';
        actor?: string;
        from?: string;
        to?: string;
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            entries: {
              id: number;
              site_id: number;
              /** @enum {string} */
              action:
                | 'member.created'
                | 'member.deleted'
                | 'member.password_changed'
                | 'member.fee_rate_changed'
                | 'account.deleted'
                | 'account.password_changed'
                | 'account.password_reset'
                | 'account.password_check_failed'
                | 'channel.registered'
                | 'channel.re_review_requested'
                | 'channel.assigned'
                | 'channel.unassigned'
                | 'channel.deleted'
                | 'channel.reviewed'
                | 'session.login'
                | 'session.login_failed'
                | 'session.locked_out'
                | 'operator.call'
                | 'youtube.connected'
                | 'youtube.disconnected'
                | 'youtube.grant_refused'
                | 'earnings.month_closed'
                | 'earnings.forfeited'
                | 'payout.method_set'
                | 'payout.requested'
                | 'payout.cancelled'
                | 'payout.approved'
                | 'payout.rejected'
                | 'payout.paid'
                | 'payout.settings_changed'
                | 'network_token.created'
                | 'network_token.revoked'
                | 'operator.password_set'
                | 'operator.enrolled'
                | 'operator.signed_in'
                | 'operator.sign_in_failed'
                | 'operator.locked_out'
                | 'operator.signed_out'
                | 'operator.invited'
                | 'operator.disabled'
                | 'operator.token_created'
                | 'operator.token_revoked';
              actor: string | null;
              target: string | null;
              detail: {
                [key: string]: unknown;
              };
              ip: string | null;
              at: string;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorSitesList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            sites: {
              id: number;
              name: string;
              domains: string[];
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo: string | null;
              logo_meta: string | null;
              exclusive_logo: string | null;
              is_playist: boolean;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              time_zone: string;
              created_at: string;
            }[];
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSitesCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          domains: string[];
          name: string;
          /** @enum {string} */
          design_id?: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
          color_primary?: string;
          color_primary_dim?: string;
          is_playist?: boolean;
          /** @enum {string} */
          currency?: 'KRW' | 'USD';
          /** @enum {string} */
          language?: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
          time_zone?: string;
          manager: {
            email: string;
            nickname?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            site: {
              id: number;
              name: string;
              domains: string[];
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo: string | null;
              logo_meta: string | null;
              exclusive_logo: string | null;
              is_playist: boolean;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              time_zone: string;
              created_at: string;
            };
            manager: {
              email: string;
              login_link: string;
              expires_at: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `domain_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSitesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          site: string;
          name?: string;
          /** @enum {string} */
          design_id?: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
          color_primary?: string;
          color_primary_dim?: string;
          is_playist?: boolean;
          /** @enum {string} */
          currency?: 'KRW' | 'USD';
          /** @enum {string} */
          language?: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
          time_zone?: string;
          remove_images?: ('favicon' | 'logo' | 'meta' | 'exclusive')[];
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            site: {
              id: number;
              name: string;
              domains: string[];
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo: string | null;
              logo_meta: string | null;
              exclusive_logo: string | null;
              is_playist: boolean;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              time_zone: string;
              created_at: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSitesDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          site: string;
          add?: string[];
          remove?: string[];
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            site: {
              id: number;
              name: string;
              domains: string[];
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo: string | null;
              logo_meta: string | null;
              exclusive_logo: string | null;
              is_playist: boolean;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              time_zone: string;
              created_at: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `domain_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSitesImage: {
    parameters: {
      query: {
        site: string;
        kind: 'favicon' | 'logo' | 'meta' | 'exclusive';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'image/*': string;
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            site: {
              id: number;
              name: string;
              domains: string[];
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo: string | null;
              logo_meta: string | null;
              exclusive_logo: string | null;
              is_playist: boolean;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              time_zone: string;
              created_at: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorSitesImageCheck: {
    parameters: {
      query: {
        kind: 'favicon' | 'logo' | 'meta' | 'exclusive';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'image/*': string;
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorNoticesList: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            notices: {
              id: number;
              /** @enum {string} */
              scope: 'global' | 'site';
              site: {
                id: number;
                name: string;
                domains: string[];
              } | null;
              pinned: boolean;
              publish_at: string;
              published: boolean;
              created_by: string | null;
              created_at: string;
              updated_at: string;
              texts: {
                [key: string]: {
                  title: string;
                  body: string;
                };
              };
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorNoticesCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          texts: {
            ko?: {
              title: string;
              body: string;
            };
            en?: {
              title: string;
              body: string;
            };
            'zh-CN'?: {
              title: string;
              body: string;
            };
            'zh-TW'?: {
              title: string;
              body: string;
            };
          };
          site?: string | null;
          pinned?: boolean;
          /** Format: date-time */
          publish_at?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            notice: {
              id: number;
              /** @enum {string} */
              scope: 'global' | 'site';
              site: {
                id: number;
                name: string;
                domains: string[];
              } | null;
              pinned: boolean;
              publish_at: string;
              published: boolean;
              created_by: string | null;
              created_at: string;
              updated_at: string;
              texts: {
                [key: string]: {
                  title: string;
                  body: string;
                };
              };
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorNoticesUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          texts?: {
            ko?: {
              title: string;
              body: string;
            } | null;
            en?: {
              title: string;
              body: string;
            } | null;
            'zh-CN'?: {
              title: string;
              body: string;
            } | null;
            'zh-TW'?: {
              title: string;
              body: string;
            } | null;
          };
          site?: string | null;
          pinned?: boolean;
          /** Format: date-time */
          publish_at?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            notice: {
              id: number;
              /** @enum {string} */
              scope: 'global' | 'site';
              site: {
                id: number;
                name: string;
                domains: string[];
              } | null;
              pinned: boolean;
              publish_at: string;
              published: boolean;
              created_by: string | null;
              created_at: string;
              updated_at: string;
              texts: {
                [key: string]: {
                  title: string;
                  body: string;
                };
              };
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorNoticesDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorRevenueImport: {
    parameters: {
      query: {
        site: string;
        name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            file: string;
            /** @enum {string} */
            kind: 'views' | 'revenue' | 'videos' | 'exchange_rates' | 'claims';
            rows_read: number;
            rows_loaded: number;
            rows_skipped: number;
            unmatched: {
              channel_id: string;
              rows: number;
            }[];
            first_day: string | null;
            last_day: string | null;
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorRevenueImportsList: {
    parameters: {
      query?: {
        site?: string;
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            imports: {
              id: number;
              site: {
                id: number;
                name: string;
                domain: string;
              };
              file: string;
              /** @enum {string} */
              kind: 'views' | 'revenue' | 'videos' | 'exchange_rates' | 'claims';
              rows_read: number;
              rows_loaded: number;
              rows_skipped: number;
              first_day: string | null;
              last_day: string | null;
              imported_by: string;
              imported_at: string;
              unmatched_channels: number;
              unmatched: {
                channel_id: string;
                rows: number;
                first_day: string;
                last_day: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorRevenueUploadsCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          site: string;
          name: string;
          size: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            upload: {
              id: string;
              site: {
                id: number;
                name: string;
                domain: string;
              };
              file: string;
              size: number;
              received: number;
              /** @enum {string} */
              state: 'uploading' | 'importing' | 'done' | 'failed';
              bytes_read: number;
              created_at: string;
              updated_at: string;
              expires_at: string;
              summary: {
                file: string;
                /** @enum {string} */
                kind: 'views' | 'revenue' | 'videos' | 'exchange_rates' | 'claims';
                rows_read: number;
                rows_loaded: number;
                rows_skipped: number;
                unmatched: {
                  channel_id: string;
                  rows: number;
                }[];
                first_day: string | null;
                last_day: string | null;
              } | null;
              error: {
                message: string;
                line: number | null;
                column: string | null;
              } | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorRevenueUploadsChunk: {
    parameters: {
      query: {
        id: string;
        offset: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            upload: {
              id: string;
              site: {
                id: number;
                name: string;
                domain: string;
              };
              file: string;
              size: number;
              received: number;
              /** @enum {string} */
              state: 'uploading' | 'importing' | 'done' | 'failed';
              bytes_read: number;
              created_at: string;
              updated_at: string;
              expires_at: string;
              summary: {
                file: string;
                /** @enum {string} */
                kind: 'views' | 'revenue' | 'videos' | 'exchange_rates' | 'claims';
                rows_read: number;
                rows_loaded: number;
                rows_skipped: number;
                unmatched: {
                  channel_id: string;
                  rows: number;
                }[];
                first_day: string | null;
                last_day: string | null;
              } | null;
              error: {
                message: string;
                line: number | null;
                column: string | null;
              } | null;
            };
          };
        };
      };
      /** @description Bad request: `upload_past_size`, `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `upload_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `upload_not_open`, `upload_offset_mismatch`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorRevenueUploadsList: {
    parameters: {
      query?: {
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            uploads: {
              id: string;
              site: {
                id: number;
                name: string;
                domain: string;
              };
              file: string;
              size: number;
              received: number;
              /** @enum {string} */
              state: 'uploading' | 'importing' | 'done' | 'failed';
              bytes_read: number;
              created_at: string;
              updated_at: string;
              expires_at: string;
              summary: {
                file: string;
                /** @enum {string} */
                kind: 'views' | 'revenue' | 'videos' | 'exchange_rates' | 'claims';
                rows_read: number;
                rows_loaded: number;
                rows_skipped: number;
                unmatched: {
                  channel_id: string;
                  rows: number;
                }[];
                first_day: string | null;
                last_day: string | null;
              } | null;
              error: {
                message: string;
                line: number | null;
                column: string | null;
              } | null;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorRevenueUploadsCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          id: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `upload_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `upload_not_open`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorCatalogueImport: {
    parameters: {
      query: {
        name: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            file: string;
            tags: {
              added: number;
              changed: number;
              unchanged: number;
            };
            tracks: {
              added: number;
              changed: number;
              unchanged: number;
            };
            covers_stored: number;
          };
        };
      };
      /** @description Bad request: `catalogue_refused`, `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorCatalogueTracks: {
    parameters: {
      query?: {
        q?: string;
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              duration_seconds: number;
              tags: string[];
              cover_url: string;
              shopping: boolean;
              exclusive: boolean;
              withdrawn: boolean;
              sites: string[] | null;
              released_on: string | null;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorChannelsList: {
    parameters: {
      query?: {
        site?: string;
        status?: number;
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            channels: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
              site: {
                id: number;
                name: string;
                domain: string;
              };
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorChannelsReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          site: string;
          channel_id: string;
          /** @enum {string} */
          decision: 'approve' | 'hold' | 'reject';
          note?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            channel: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`, `channel_not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `channel_not_verified`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorChannelsReviewMany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channels: {
            site: string;
            channel_id: string;
          }[];
          /** @enum {string} */
          decision: 'approve' | 'hold' | 'reject';
          note?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            results: (
              | {
                  /** @enum {boolean} */
                  reviewed: true;
                  site: string;
                  channel_id: string;
                  channel: {
                    channel_id: string;
                    title: string;
                    handle: string | null;
                    thumbnail_url: string | null;
                    link: string;
                    /** @enum {string} */
                    category:
                      | 'music'
                      | 'entertainment'
                      | 'vlog'
                      | 'gaming'
                      | 'beauty_fashion'
                      | 'food'
                      | 'travel'
                      | 'sports'
                      | 'education'
                      | 'kids'
                      | 'pets'
                      | 'other';
                    status: 0 | 1 | 2 | 3;
                    /** @enum {string} */
                    verification:
                      'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
                    verification_code: string;
                    /** @enum {string|null} */
                    verification_failure:
                      'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
                    verified_at: string | null;
                    registered_at: string;
                    approved_at: string | null;
                    review_note: string | null;
                    re_review_available_at: string | null;
                    members: {
                      user_id: string;
                      nickname: string;
                      assigned_at: string;
                    }[];
                    site: {
                      id: number;
                      name: string;
                      domain: string;
                    };
                  };
                }
              | {
                  /** @enum {boolean} */
                  reviewed: false;
                  site: string;
                  channel_id: string;
                  /** @enum {string} */
                  code:
                    | 'invalid_json'
                    | 'invalid_input'
                    | 'unauthorized'
                    | 'invalid_credentials'
                    | 'invalid_login_code'
                    | 'reset_link_invalid'
                    | 'unsubscribe_link_invalid'
                    | 'network_token_invalid'
                    | 'two_factor_code_invalid'
                    | 'two_factor_code_reused'
                    | 'operator_sign_in_expired'
                    | 'operator_setup_link_invalid'
                    | 'wrong_password'
                    | 'forbidden'
                    | 'network_token_refused'
                    | 'unknown_site'
                    | 'not_found'
                    | 'member_not_found'
                    | 'channel_not_found'
                    | 'video_not_found'
                    | 'track_not_found'
                    | 'favorite_not_found'
                    | 'youtube_channel_not_found'
                    | 'youtube_state_invalid'
                    | 'youtube_code_invalid'
                    | 'youtube_access_denied'
                    | 'youtube_owner_forbidden'
                    | 'youtube_not_connected'
                    | 'email_taken'
                    | 'domain_taken'
                    | 'channel_taken'
                    | 'verification_in_progress'
                    | 'already_verified'
                    | 're_review_not_on_hold'
                    | 're_review_too_soon'
                    | 'channel_assigned_elsewhere'
                    | 'channel_already_assigned'
                    | 'channel_not_assigned'
                    | 'channel_not_verified'
                    | 'favorites_full'
                    | 'network_tokens_full'
                    | 'operator_exists'
                    | 'operator_self_disable'
                    | 'operator_token_exists'
                    | 'operator_token_needs_session'
                    | 'upload_not_found'
                    | 'upload_not_open'
                    | 'upload_offset_mismatch'
                    | 'upload_past_size'
                    | 'catalogue_refused'
                    | 'month_not_finished'
                    | 'month_no_data'
                    | 'month_out_of_order'
                    | 'exchange_rates_missing'
                    | 'statement_not_found'
                    | 'withdrawal_not_found'
                    | 'withdrawal_below_threshold'
                    | 'withdrawal_over_balance'
                    | 'withdrawal_open'
                    | 'withdrawal_not_open'
                    | 'payout_method_missing'
                    | 'idempotency_key_reused'
                    | 'payload_too_large'
                    | 'unsupported_media_type'
                    | 'too_many_requests'
                    | 'too_many_attempts'
                    | 'channel_lookups_exhausted'
                    | 'protection_invalid'
                    | 'protection_stale'
                    | 'protection_replayed'
                    | 'internal'
                    | 'youtube_unavailable'
                    | 'youtube_not_configured'
                    | 'unavailable';
                  message: string;
                }
            )[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            youtube_configured: boolean;
            sites: {
              id: number;
              name: string;
              domain: string;
              members: number;
              channels_waiting: number;
              complete_up_to: string | null;
              youtube: {
                /** @enum {string} */
                state: 'connected' | 'needs_reconnect';
                contentOwnerId: string;
                lastFetchAt: string | null;
                lastReport: {
                  reportId: string;
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  day: string;
                  createTime: string;
                  /** @enum {string} */
                  state: 'imported' | 'superseded' | 'missed' | 'failed';
                  rows: number | null;
                  fetchedAt: string;
                  error: string | null;
                } | null;
                completeUpTo: string | null;
                fetching: boolean;
                lastProblem: {
                  /** @enum {string} */
                  problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                  at: string;
                } | null;
                alarms: {
                  /** @enum {string} */
                  kind:
                    'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                  reportTypeId: string | null;
                  day: string | null;
                }[];
              } | null;
            }[];
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorYoutubeList: {
    parameters: {
      query?: {
        site?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            configured: boolean;
            sites: {
              id: number;
              name: string;
              domain: string;
              connection: {
                /** @enum {string} */
                state: 'connected' | 'needs_reconnect';
                contentOwnerId: string;
                connectedBy: {
                  email: string;
                  nickname: string;
                } | null;
                connectedAt: string;
                jobs: {
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  jobId: string | null;
                  systemManaged: boolean;
                  /** @enum {string} */
                  state: 'active' | 'deprecated' | 'missing';
                }[];
                lastReport: {
                  reportId: string;
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  day: string;
                  createTime: string;
                  /** @enum {string} */
                  state: 'imported' | 'superseded' | 'missed' | 'failed';
                  rows: number | null;
                  fetchedAt: string;
                  error: string | null;
                } | null;
                completeUpTo: string | null;
                lastFetchAt: string | null;
                fetching: boolean;
                lastProblem: {
                  /** @enum {string} */
                  problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                  at: string;
                } | null;
                alarms: {
                  /** @enum {string} */
                  kind:
                    'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                  reportTypeId: string | null;
                  day: string | null;
                }[];
                reports: {
                  reportId: string;
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  day: string;
                  createTime: string;
                  /** @enum {string} */
                  state: 'imported' | 'superseded' | 'missed' | 'failed';
                  rows: number | null;
                  fetchedAt: string;
                  error: string | null;
                }[];
                quotaUsedToday: number;
              } | null;
              report_counts: {
                imported: number;
                superseded: number;
                missed: number;
                failed: number;
              };
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorYoutubeFetch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          site: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            site: {
              id: number;
              name: string;
              domain: string;
              connection: {
                /** @enum {string} */
                state: 'connected' | 'needs_reconnect';
                contentOwnerId: string;
                connectedBy: {
                  email: string;
                  nickname: string;
                } | null;
                connectedAt: string;
                jobs: {
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  jobId: string | null;
                  systemManaged: boolean;
                  /** @enum {string} */
                  state: 'active' | 'deprecated' | 'missing';
                }[];
                lastReport: {
                  reportId: string;
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  day: string;
                  createTime: string;
                  /** @enum {string} */
                  state: 'imported' | 'superseded' | 'missed' | 'failed';
                  rows: number | null;
                  fetchedAt: string;
                  error: string | null;
                } | null;
                completeUpTo: string | null;
                lastFetchAt: string | null;
                fetching: boolean;
                lastProblem: {
                  /** @enum {string} */
                  problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                  at: string;
                } | null;
                alarms: {
                  /** @enum {string} */
                  kind:
                    'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                  reportTypeId: string | null;
                  day: string | null;
                }[];
                reports: {
                  reportId: string;
                  /** @enum {string} */
                  reportTypeId:
                    | 'content_owner_basic_a4'
                    | 'content_owner_estimated_revenue_a1'
                    | 'content_owner_active_claims_a3';
                  day: string;
                  createTime: string;
                  /** @enum {string} */
                  state: 'imported' | 'superseded' | 'missed' | 'failed';
                  rows: number | null;
                  fetchedAt: string;
                  error: string | null;
                }[];
                quotaUsedToday: number;
              } | null;
              report_counts: {
                imported: number;
                superseded: number;
                missed: number;
                failed: number;
              };
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`, `youtube_not_connected`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorPayoutsList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            sites: {
              id: number;
              name: string;
              domain: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              balance_total: string;
              withheld_total: string;
              open_requests: number;
              open_amount: string;
              next_month: string | null;
              auto_close_day: number | null;
              months: {
                month: string;
                members: number;
                gross: string;
                net: string;
                withheld: string;
                released: string;
                adjustments: string;
                closed_at: string;
              }[];
            }[];
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorPayoutsRequests: {
    parameters: {
      query: {
        site: string;
        state?: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            page: number;
            size: number;
            total: number;
            withdrawals: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getOperatorTokensList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            tokens: {
              id: number;
              name: string;
              /** @enum {string} */
              state: 'active' | 'expired';
              created_at: string;
              expires_at: string;
            }[];
          };
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorTokensCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            token: string;
            operator_token: {
              id: number;
              name: string;
              /** @enum {string} */
              state: 'active' | 'expired';
              created_at: string;
              expires_at: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `operator_token_needs_session`, `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `operator_token_exists`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postOperatorTokensRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getV2McnMeta: {
    parameters: {
      query: {
        domain: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            metadata: {
              domain: string;
              /** @enum {string} */
              design_id: 'mcn-1' | 'mcn-2' | 'mcn-3' | 'mcn-4';
              color_primary: string;
              color_primary_dim: string;
              logo_favicon: string | null;
              logo_meta: string | null;
              is_playist: boolean;
              exclusive_logo: string | null;
            };
            site: {
              name: string;
              logo: string | null;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postV2McnJoin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          password: string;
          password_confirm?: string;
          nickname: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            token: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `invalid_credentials`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberExternalAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            token: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `invalid_login_code`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMemberMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            token: string;
            permission_flag: 0 | 1;
            settings: {
              channel_verify_needed: boolean;
            };
            email: string;
            nickname: string;
            registered_at: string;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberAccountUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
          new_password?: string | '';
          nickname?: string | '';
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`, `wrong_password`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberAccountDeleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`, `wrong_password`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberPasswordForgot: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
          password_confirm?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            token: string;
          };
        };
      };
      /** @description Bad request: `reset_link_invalid`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMemberMailPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            preferences: {
              /** @enum {string} */
              kind:
                | 'weeklyDigest'
                | 'channelVerified'
                | 'channelVerificationFailed'
                | 'channelApproved'
                | 'channelOnHold'
                | 'channelRejected'
                | 'monthClosed'
                | 'withdrawalApproved'
                | 'withdrawalPaid'
                | 'withdrawalRejected';
              on: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberMailPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind:
            | 'weeklyDigest'
            | 'channelVerified'
            | 'channelVerificationFailed'
            | 'channelApproved'
            | 'channelOnHold'
            | 'channelRejected'
            | 'monthClosed'
            | 'withdrawalApproved'
            | 'withdrawalPaid'
            | 'withdrawalRejected';
          on: boolean;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMailUnsubscribe: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            kind:
              | 'weeklyDigest'
              | 'channelVerified'
              | 'channelVerificationFailed'
              | 'channelApproved'
              | 'channelOnHold'
              | 'channelRejected'
              | 'monthClosed'
              | 'withdrawalApproved'
              | 'withdrawalPaid'
              | 'withdrawalRejected';
          };
        };
      };
      /** @description Bad request: `unsubscribe_link_invalid`, `invalid_input`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberMcnAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user_id: string;
          password: string;
          nickname: string;
          channels?: string[];
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `youtube_channel_not_found`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `email_taken`, `channel_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `channel_lookups_exhausted`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `youtube_unavailable`, `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMemberMcnAccounts: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            accounts: {
              user_id: string;
              nickname: string;
              registered_at: string;
              fee_rate: number;
              next_fee_rate: {
                fee_rate: number;
                effective_from: string;
              } | null;
              channels: string[];
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberMcnUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          target: string;
          password: string;
          fee_rate?: number;
          effective_from?: string;
          new_password?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`, `wrong_password`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMemberMcnDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          target: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`, `wrong_password`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMemberMcnFeeHistory: {
    parameters: {
      query: {
        target: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            history: {
              fee_rate: number;
              previous_fee_rate: number;
              effective_from: string;
              changed_at: string;
              changed_by: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getNoticeList: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            unread: number;
            notices: {
              id: number;
              title: string;
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              published_at: string;
              pinned: boolean;
              read: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getNoticeDetail: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            notice: {
              id: number;
              title: string;
              /** @enum {string} */
              language: 'ko' | 'en' | 'zh-CN' | 'zh-TW';
              published_at: string;
              pinned: boolean;
              read: boolean;
              body: string;
            };
            unread: number;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getNoticeUnreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            unread: number;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          link: string;
          /** @enum {string} */
          category:
            | 'music'
            | 'entertainment'
            | 'vlog'
            | 'gaming'
            | 'beauty_fashion'
            | 'food'
            | 'travel'
            | 'sports'
            | 'education'
            | 'kids'
            | 'pets'
            | 'other';
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            channel: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            };
          };
        };
      };
      /** @description Bad request: `youtube_channel_not_found`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `channel_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `channel_lookups_exhausted`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `youtube_unavailable`, `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getChannelList: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            channels: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getChannelDetail: {
    parameters: {
      query: {
        channel_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            channel: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelVerify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channel_id: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            channel: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `already_verified`, `verification_in_progress`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelReReview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channel_id: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            channel: {
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              link: string;
              /** @enum {string} */
              category:
                | 'music'
                | 'entertainment'
                | 'vlog'
                | 'gaming'
                | 'beauty_fashion'
                | 'food'
                | 'travel'
                | 'sports'
                | 'education'
                | 'kids'
                | 'pets'
                | 'other';
              status: 0 | 1 | 2 | 3;
              /** @enum {string} */
              verification:
                'pending_verification' | 'verifying' | 'verified' | 'needs_verification';
              verification_code: string;
              /** @enum {string|null} */
              verification_failure:
                'code_not_found' | 'youtube_unavailable' | 'channel_gone' | null;
              verified_at: string | null;
              registered_at: string;
              approved_at: string | null;
              review_note: string | null;
              re_review_available_at: string | null;
              members: {
                user_id: string;
                nickname: string;
                assigned_at: string;
              }[];
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `re_review_not_on_hold`, `re_review_too_soon`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelAssign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channel_id: string;
          member: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `channel_already_assigned`, `channel_assigned_elsewhere`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelUnassign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channel_id: string;
          member: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `channel_not_assigned`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postChannelDelete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          channel_id: string;
          /** @enum {boolean} */
          acknowledged: true;
          password: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`, `wrong_password`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `channel_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_attempts`, `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getReportSummary: {
    parameters: {
      query?: {
        period?: '7d' | '28d' | '90d' | 'this_month' | 'last_month' | 'custom' | 'lifetime';
        from?: string;
        to?: string;
        member?: string;
      };
      header?: {
        /** @description The currency of the figures; the site’s own when not given. */
        'x-currency'?: 'KRW' | 'USD';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            complete_up_to: string | null;
            period: {
              from: string;
              to: string;
            };
            shows_gross: boolean;
            totals: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
            };
            daily: {
              day: string;
              views: number;
              engaged_views: number;
              premium_views: number;
              revenue: string;
              net_revenue: string | null;
              rpm: number;
              engaged_rpm: number;
            }[];
            previous_period: {
              from: string;
              to: string;
            } | null;
            previous_totals: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
            } | null;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getReportChannels: {
    parameters: {
      query?: {
        period?: '7d' | '28d' | '90d' | 'this_month' | 'last_month' | 'custom' | 'lifetime';
        from?: string;
        to?: string;
        member?: string;
        sort?: 'views' | 'engaged_views' | 'revenue' | 'shorts' | 'rpm' | 'engaged_rpm' | 'title';
        order?: 'asc' | 'desc';
        page?: number;
        size?: number;
      };
      header?: {
        /** @description The currency of the figures; the site’s own when not given. */
        'x-currency'?: 'KRW' | 'USD';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            complete_up_to: string | null;
            period: {
              from: string;
              to: string;
            };
            shows_gross: boolean;
            page: number;
            size: number;
            total: number;
            channels: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
              channel_id: string;
              title: string;
              handle: string | null;
              thumbnail_url: string | null;
              shorts: number;
            }[];
            totals: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getReportVideos: {
    parameters: {
      query?: {
        period?: '7d' | '28d' | '90d' | 'this_month' | 'last_month' | 'custom' | 'lifetime';
        from?: string;
        to?: string;
        member?: string;
        channel?: string;
        search?: string;
        sort?:
          | 'views'
          | 'engaged_views'
          | 'revenue'
          | 'rpm'
          | 'engaged_rpm'
          | 'premium_views'
          | 'premium_ratio'
          | 'premium_rpm'
          | 'view_rate'
          | 'view_duration'
          | 'published'
          | 'title';
        order?: 'asc' | 'desc';
        page?: number;
        size?: number;
      };
      header?: {
        /** @description The currency of the figures; the site’s own when not given. */
        'x-currency'?: 'KRW' | 'USD';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            complete_up_to: string | null;
            period: {
              from: string;
              to: string;
            };
            shows_gross: boolean;
            page: number;
            size: number;
            total: number;
            videos: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
              video_id: string;
              title: string;
              thumbnail_url: string;
              link: string;
              channel_id: string;
              channel_title: string;
              published_at: string | null;
              duration_seconds: number | null;
              average_view_percentage: number;
              average_view_duration_seconds: number;
              music: {
                isrc: string;
                title: string | null;
                artist: string | null;
              } | null;
            }[];
            totals: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
            };
            rpm_trend: {
              day: string;
              rpm: number;
              engaged_rpm: number;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getReportVideo: {
    parameters: {
      query: {
        period?: '7d' | '28d' | '90d' | 'this_month' | 'last_month' | 'custom' | 'lifetime';
        from?: string;
        to?: string;
        member?: string;
        video_id: string;
      };
      header?: {
        /** @description The currency of the figures; the site’s own when not given. */
        'x-currency'?: 'KRW' | 'USD';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            complete_up_to: string | null;
            period: {
              from: string;
              to: string;
            };
            shows_gross: boolean;
            video: {
              views: number;
              engaged_views: number;
              premium_views: number;
              premium_ratio: number;
              revenue: string;
              net_revenue: string | null;
              premium_revenue: string;
              rpm: number;
              engaged_rpm: number;
              premium_rpm: number;
              video_id: string;
              title: string;
              thumbnail_url: string;
              link: string;
              channel_id: string;
              channel_title: string;
              published_at: string | null;
              duration_seconds: number | null;
              average_view_percentage: number;
              average_view_duration_seconds: number;
              music: {
                isrc: string;
                title: string | null;
                artist: string | null;
              } | null;
            };
            countries: {
              country_code: string;
              views: number;
              premium_views: number;
              revenue: string;
              net_revenue: string | null;
            }[];
            daily: {
              day: string;
              views: number;
              engaged_views: number;
              premium_views: number;
              revenue: string;
              net_revenue: string | null;
              rpm: number;
              engaged_rpm: number;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `video_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getReportExport: {
    parameters: {
      query: {
        report: 'channels' | 'videos' | 'daily';
        period?: '7d' | '28d' | '90d' | 'this_month' | 'last_month' | 'custom' | 'lifetime';
        from?: string;
        to?: string;
        member?: string;
        channel?: string;
        search?: string;
        /** @description A sort of the exported report (report/channels or report/videos). */
        sort?: string;
        order?: 'asc' | 'desc';
      };
      header?: {
        /** @description The currency of the figures; the site’s own when not given. */
        'x-currency'?: 'KRW' | 'USD';
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file (UTF-8, with a byte order mark), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicHome: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            ranking: {
              week: {
                start: string;
                end: string;
              } | null;
              entries: {
                rank: number;
                previous_rank: number | null;
                views: number;
                track: {
                  id: number;
                  isrc: string;
                  title: string;
                  artist: string;
                  /** @enum {string} */
                  category: 'bgm' | 'song' | 'ost';
                  tags: {
                    id: string;
                    name: string;
                  }[];
                  cover_url: string;
                  preview_url: string | null;
                  duration_seconds: number;
                  shopping: boolean;
                  exclusive: boolean;
                  released_on: string | null;
                  favorite: boolean;
                };
              }[];
            };
            new_tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
            tags: {
              id: string;
              name: string;
              count: number;
            }[];
            shopping: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
            favorites_count: number;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicList: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        search?: string;
        category?: 'bgm' | 'song' | 'ost';
        tag?: string;
        sort?: 'newest' | 'popular' | 'title';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicShopping: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
        tag?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicTags: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            datas: {
              id: string;
              name: string;
              count: number;
            }[];
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicRanking: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            week: {
              start: string;
              end: string;
            } | null;
            computed_at: string | null;
            entries: {
              rank: number;
              previous_rank: number | null;
              views: number;
              track: {
                id: number;
                isrc: string;
                title: string;
                artist: string;
                /** @enum {string} */
                category: 'bgm' | 'song' | 'ost';
                tags: {
                  id: string;
                  name: string;
                }[];
                cover_url: string;
                preview_url: string | null;
                duration_seconds: number;
                shopping: boolean;
                exclusive: boolean;
                released_on: string | null;
                favorite: boolean;
              };
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getMusicFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {number} */
            max: 10;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMusicFavoritesAdd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          track_id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {number} */
            max: 10;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `track_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `favorites_full`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postMusicFavoritesRemove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          track_id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {number} */
            max: 10;
            tracks: {
              id: number;
              isrc: string;
              title: string;
              artist: string;
              /** @enum {string} */
              category: 'bgm' | 'song' | 'ost';
              tags: {
                id: string;
                name: string;
              }[];
              cover_url: string;
              preview_url: string | null;
              duration_seconds: number;
              shopping: boolean;
              exclusive: boolean;
              released_on: string | null;
              favorite: boolean;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `favorite_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getYoutubeConnection: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            configured: boolean;
            connection: {
              /** @enum {string} */
              state: 'connected' | 'needs_reconnect';
              contentOwnerId: string;
              connectedBy: {
                email: string;
                nickname: string;
              } | null;
              connectedAt: string;
              jobs: {
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                jobId: string | null;
                systemManaged: boolean;
                /** @enum {string} */
                state: 'active' | 'deprecated' | 'missing';
              }[];
              lastReport: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              } | null;
              completeUpTo: string | null;
              lastFetchAt: string | null;
              fetching: boolean;
              lastProblem: {
                /** @enum {string} */
                problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                at: string;
              } | null;
              alarms: {
                /** @enum {string} */
                kind:
                  'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                reportTypeId: string | null;
                day: string | null;
              }[];
              reports: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              }[];
              quotaUsedToday: number;
            } | null;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postYoutubeConnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contentOwnerId: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            authorizationUrl: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `youtube_not_configured`, `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postYoutubeConnectComplete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          state: string;
          code?: string;
          error?: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            configured: boolean;
            connection: {
              /** @enum {string} */
              state: 'connected' | 'needs_reconnect';
              contentOwnerId: string;
              connectedBy: {
                email: string;
                nickname: string;
              } | null;
              connectedAt: string;
              jobs: {
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                jobId: string | null;
                systemManaged: boolean;
                /** @enum {string} */
                state: 'active' | 'deprecated' | 'missing';
              }[];
              lastReport: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              } | null;
              completeUpTo: string | null;
              lastFetchAt: string | null;
              fetching: boolean;
              lastProblem: {
                /** @enum {string} */
                problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                at: string;
              } | null;
              alarms: {
                /** @enum {string} */
                kind:
                  'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                reportTypeId: string | null;
                day: string | null;
              }[];
              reports: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              }[];
              quotaUsedToday: number;
            } | null;
          };
        };
      };
      /** @description Bad request: `youtube_state_invalid`, `youtube_access_denied`, `youtube_code_invalid`, `youtube_owner_forbidden`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `youtube_unavailable`, `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postYoutubeDisconnect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            configured: boolean;
            connection: {
              /** @enum {string} */
              state: 'connected' | 'needs_reconnect';
              contentOwnerId: string;
              connectedBy: {
                email: string;
                nickname: string;
              } | null;
              connectedAt: string;
              jobs: {
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                jobId: string | null;
                systemManaged: boolean;
                /** @enum {string} */
                state: 'active' | 'deprecated' | 'missing';
              }[];
              lastReport: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              } | null;
              completeUpTo: string | null;
              lastFetchAt: string | null;
              fetching: boolean;
              lastProblem: {
                /** @enum {string} */
                problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                at: string;
              } | null;
              alarms: {
                /** @enum {string} */
                kind:
                  'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                reportTypeId: string | null;
                day: string | null;
              }[];
              reports: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              }[];
              quotaUsedToday: number;
            } | null;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `youtube_not_connected`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postYoutubeFetch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            configured: boolean;
            connection: {
              /** @enum {string} */
              state: 'connected' | 'needs_reconnect';
              contentOwnerId: string;
              connectedBy: {
                email: string;
                nickname: string;
              } | null;
              connectedAt: string;
              jobs: {
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                jobId: string | null;
                systemManaged: boolean;
                /** @enum {string} */
                state: 'active' | 'deprecated' | 'missing';
              }[];
              lastReport: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              } | null;
              completeUpTo: string | null;
              lastFetchAt: string | null;
              fetching: boolean;
              lastProblem: {
                /** @enum {string} */
                problem: 'grant_refused' | 'owner_forbidden' | 'unavailable' | 'bad_reply';
                at: string;
              } | null;
              alarms: {
                /** @enum {string} */
                kind:
                  'needs_reconnect' | 'no_new_report' | 'expiring_unfetched' | 'deprecated_type';
                reportTypeId: string | null;
                day: string | null;
              }[];
              reports: {
                reportId: string;
                /** @enum {string} */
                reportTypeId:
                  | 'content_owner_basic_a4'
                  | 'content_owner_estimated_revenue_a1'
                  | 'content_owner_active_claims_a3';
                day: string;
                createTime: string;
                /** @enum {string} */
                state: 'imported' | 'superseded' | 'missed' | 'failed';
                rows: number | null;
                fetchedAt: string;
                error: string | null;
              }[];
              quotaUsedToday: number;
            } | null;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `youtube_not_connected`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getEarningsSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            balance: string;
            withheld: {
              channel_id: string;
              title: string;
              amount: string;
              /** @enum {string} */
              reason: 'unverified' | 'channel_deleted';
            }[];
            threshold: string;
            last_closed_month: string | null;
            open_withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            } | null;
            payout_method: {
              /** @enum {string} */
              kind: 'bank' | 'email';
              masked: string;
              updated_at: string;
            } | null;
            can_withdraw: boolean;
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getEarningsStatements: {
    parameters: {
      query?: {
        member?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            statements: {
              month: string;
              net: string;
              withheld: string;
              adjustments: string;
              balance_after: string;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getEarningsStatement: {
    parameters: {
      query: {
        month: string;
        member?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            statement: {
              month: string;
              member: string;
              nickname: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              closed_at: string;
              lines: {
                channel_id: string;
                title: string;
                gross: string;
                fee_rates: number[];
                net: string;
                withheld: string;
                released: string;
              }[];
              adjustments: {
                channel_id: string;
                title: string;
                month: string;
                amount: string;
              }[];
              payouts: {
                id: number;
                amount: string;
                paid_on: string;
                reference: string;
              }[];
              gross: string;
              net: string;
              withheld: string;
              released: string;
              adjustments_total: string;
              balance_before: string;
              balance_after: string;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `statement_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getEarningsStatementExport: {
    parameters: {
      query: {
        month: string;
        member?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file (UTF-8, with a byte order mark), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `member_not_found`, `statement_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getEarningsHistory: {
    parameters: {
      query?: {
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            entries: {
              id: number;
              /** @enum {string} */
              kind:
                | 'month_earnings'
                | 'withheld'
                | 'released'
                | 'adjustment'
                | 'withdrawal'
                | 'withdrawal_returned'
                | 'forfeit';
              amount: string;
              month: string | null;
              channel_id: string | null;
              reason: string;
              created_at: string;
            }[];
            withdrawals: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsMethod: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              kind: 'bank';
              bank_name: string;
              holder: string;
              account_number: string;
            }
          | {
              /** @enum {string} */
              kind: 'email';
              email: string;
            };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsWithdraw: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string | number;
          idempotency_key: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            };
          };
        };
      };
      /** @description Bad request: `withdrawal_below_threshold`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `idempotency_key_reused`, `withdrawal_open`, `payout_method_missing`, `withdrawal_over_balance`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsCancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `withdrawal_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `withdrawal_not_open`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getPayoutsClosePreview: {
    parameters: {
      query: {
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            already_closed: boolean;
            totals: {
              month: string;
              members: number;
              gross: string;
              net: string;
              withheld: string;
              released: string;
              adjustments: string;
            };
          };
        };
      };
      /** @description Bad request: `month_not_finished`, `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `month_out_of_order`, `month_no_data`, `exchange_rates_missing`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsClose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          month: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            already_closed: boolean;
            totals: {
              month: string;
              members: number;
              gross: string;
              net: string;
              withheld: string;
              released: string;
              adjustments: string;
            };
          };
        };
      };
      /** @description Bad request: `month_not_finished`, `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `month_out_of_order`, `month_no_data`, `exchange_rates_missing`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getPayoutsOverview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            /** @enum {string} */
            currency: 'KRW' | 'USD';
            threshold: string;
            auto_close_day: number | null;
            next_month: string | null;
            months: {
              month: string;
              members: number;
              gross: string;
              net: string;
              withheld: string;
              released: string;
              adjustments: string;
              closed_at: string;
            }[];
            balances: {
              member: string;
              nickname: string;
              balance: string;
              withheld: string;
              open_withdrawal: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getPayoutsRequests: {
    parameters: {
      query?: {
        state?: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
        page?: number;
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            page: number;
            size: number;
            total: number;
            withdrawals: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
              payout_details: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsApprove: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `withdrawal_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `withdrawal_not_open`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsReject: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `withdrawal_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `withdrawal_not_open`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsPaid: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
          paid_on: string;
          reference: string;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            message: string;
            withdrawal: {
              id: number;
              member: string;
              nickname: string;
              amount: string;
              /** @enum {string} */
              currency: 'KRW' | 'USD';
              /** @enum {string} */
              state: 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled';
              payout_method: string;
              requested_at: string;
              decided_at: string | null;
              paid_on: string | null;
              reference: string | null;
              reject_reason: string | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `withdrawal_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `withdrawal_not_open`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getPayoutsExport: {
    parameters: {
      query: {
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CSV file (UTF-8, with a byte order mark), as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad request: `invalid_input`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `statement_not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postPayoutsSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          withdrawal_threshold?: string | number;
          auto_close_day?: number | null;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  getNetworkTokensList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            tokens: {
              id: number;
              name: string;
              /** @enum {string} */
              state: 'active' | 'expired';
              created_at: string;
              created_by: string | null;
              expires_at: string | null;
              last_used_at: string | null;
            }[];
          };
        };
      };
      /** @description Bad request: `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postNetworkTokensCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          expires_in_days?: number | null;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
            token: string;
            network_token: {
              id: number;
              name: string;
              /** @enum {string} */
              state: 'active' | 'expired';
              created_at: string;
              created_by: string | null;
              expires_at: string | null;
              last_used_at: string | null;
            };
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Conflict with the current state: `network_tokens_full`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
  postNetworkTokensRevoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number;
        };
      };
    };
    responses: {
      /** @description Done: `success: true`, `message`, and the data beside them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            success: boolean;
            message: string;
          };
        };
      };
      /** @description Bad request: `invalid_input`, `invalid_json`, `protection_invalid`, `protection_stale`, `protection_replayed`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description No valid token: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not allowed: `forbidden`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Not found (or not the caller’s): `not_found`, `unknown_site`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body too large: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Body of the wrong type: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Too many requests: `too_many_requests`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
      /** @description Server error: `internal`, `unavailable`. */
      '5XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorReply'];
        };
      };
    };
  };
}
