import type { DeepStrings } from './ko.messages.ts';
import type { youtubeConnectionKo } from './ko.youtube-connection.ts';

/** The YouTube connection screen in English (see ko.youtube-connection.ts). */
export const youtubeConnectionEn: DeepStrings<typeof youtubeConnectionKo> = {
  title: 'YouTube connection',
  description:
    'Connect the network’s YouTube content owner account once, and reports arrive by themselves every day.',
  loading: 'Loading the YouTube connection',
  error: {
    title: 'We could not load the YouTube connection',
    retry: 'Try again',
  },
  managersOnly: {
    title: 'This page is for managers only',
    text: 'The YouTube connection can only be managed from a network manager account. If you need access, please contact your network.',
  },
  notConfigured: {
    title: 'Connecting to YouTube is not available yet',
    text: 'This server has no Google OAuth client set up. Once the platform operator sets up the Google client, you can connect here. Until then, the operator imports the report files.',
  },
  connect: {
    title: 'Connect your YouTube content owner account',
    pointDaily:
      'Once connected, the views, revenue and claims reports arrive by themselves every day: nobody has to download and upload files.',
    pointReadOnly:
      'Google is asked only for permission to read reports, never to change channels or videos.',
    pointEncrypted:
      'The refresh token that keeps the connection is stored encrypted and is never sent to a browser.',
    pointDisconnect: 'You can disconnect at any time; disconnecting revokes Google access.',
    ownerLabel: 'Content owner ID',
    ownerHint: 'The ID after o= in the address of YouTube Studio Content Manager.',
    submit: 'Connect with Google',
  },
  outcome: {
    failedTitle: 'Could not connect to YouTube',
  },
  callback: {
    title: 'Connecting to YouTube',
    working: 'Finishing the connection Google sent back.',
  },
  status: {
    title: 'Connection',
    connected: 'Connected',
    needsReconnect: 'Needs re-connecting',
    contentOwner: 'Content owner',
    connectedBy: 'Connected by',
    connectedByValue: '{{nickname}} ({{email}})',
    connectedByUnknown: 'A deleted account',
    connectedAt: 'Connected on',
    lastFetch: 'Last checked',
    completeUpTo: 'Data complete up to',
    completeUpToHint: 'Every day up to this one has both views and revenue.',
    lastReport: 'Last report fetched',
    lastReportValue: '{{type}} · {{day}}',
    quota: 'Data API units used today',
    quotaValue_one: '{{value}} unit',
    quotaValue_other: '{{value}} units',
    lastProblem: 'Last problem',
    notYet: 'Not yet',
    fetching: 'Looking for new reports on YouTube.',
    fetchNow: 'Fetch now',
    reconnect: 'Re-connect',
    disconnect: 'Disconnect',
  },
  needsReconnect: {
    title: 'Re-connect needed',
    text: 'Google no longer accepts the stored connection, so no reports are being fetched. Access may have been revoked or expired, or the account’s password changed. Re-connect and fetching resumes where it stopped.',
  },
  problems: {
    grant_refused: 'Google refused the stored permission. Re-connect to resume.',
    owner_forbidden:
      'YouTube refused access to this content owner. Check the permissions of the Google account that connected.',
    unavailable:
      'YouTube could not be reached or limited our requests. It is tried again automatically.',
    bad_reply: 'YouTube’s reply was not what we expected. It is tried again at the next check.',
  },
  alarms: {
    title: 'Needs your attention',
    needs_reconnect: 'Google refuses this connection, so no reports are being fetched. Re-connect.',
    no_new_report: 'No new report has arrived from YouTube for over {{hours}} hours.',
    expiring_unfetched:
      'A report YouTube made on {{day}} has not been fetched yet. YouTube keeps reports for {{keepDays}} days after making them ({{historyDays}} for those of the days before the connection), and this one is gone within {{days}} days.',
    expiring_unfetchedNoDay:
      'A report has not been fetched yet. YouTube keeps reports for {{keepDays}} days after making them ({{historyDays}} for those of the days before the connection), and this one is gone within {{days}} days.',
    deprecated_type:
      'YouTube has deprecated the {{type}} report type. Its job stops producing reports about three months later.',
    deprecated_typeNoType:
      'YouTube has deprecated a report type. Its job stops producing reports about three months later.',
  },
  jobs: {
    title: 'Report jobs',
    empty: 'There are no report jobs yet. They are created at the next check.',
    systemManaged: 'Managed by YouTube',
    state: {
      active: 'Active',
      deprecated: 'Deprecated',
      missing: 'Missing',
    },
  },
  reportTypes: {
    views: 'Views',
    revenue: 'Revenue',
    claims: 'Claims',
  },
  reports: {
    title: 'Recent reports',
    type: 'Type',
    day: 'Day',
    created: 'Made by YouTube',
    state: 'State',
    rows: 'Rows',
    fetched: 'Fetched',
    emptyTitle: 'No reports yet',
    emptyText:
      'YouTube makes the first report within 24 hours of creating a job, together with reports for about the 30 days before.',
    states: {
      imported: 'Imported',
      superseded: 'Replaced by a newer report',
      missed: 'Missed (gone from YouTube)',
      failed: 'Failed',
    },
  },
  disconnect: {
    title: 'Disconnect from YouTube',
    intro: 'This disconnects the content owner {{owner}}.',
    revoked: 'The access given to Google is revoked.',
    stops: 'New reports are no longer fetched.',
    kept: 'Figures already imported stay, and you can connect again at any time.',
    submit: 'Disconnect',
  },
};
