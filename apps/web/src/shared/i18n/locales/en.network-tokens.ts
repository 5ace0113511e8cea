import type { DeepStrings } from './ko.messages.ts';
import type { networkTokensKo } from './ko.network-tokens.ts';

/** The API tokens section in English (see ko.network-tokens.ts). */
export const networkTokensEn: DeepStrings<typeof networkTokensKo> = {
  title: 'API tokens',
  description:
    'Create tokens so your network’s spreadsheets and BI tools can pull this site’s reports and statements themselves. A token can only read, and it belongs to the network, not to your account.',
  create: 'Create token',
  loading: 'Loading API tokens',
  error: {
    title: 'We could not load the API tokens',
    retry: 'Try again',
  },
  empty: 'No tokens yet. With a token, your tools can read the reports without signing in.',
  list: 'API tokens',
  state: {
    active: 'Active',
    expired: 'Expired',
  },
  created: 'Created {{date}} by {{email}}',
  createdUnknown: 'Created {{date}}',
  expires: 'Expires {{date}}',
  expired: 'Expired {{date}}',
  neverExpires: 'Never expires',
  lastUsed: 'Last used {{date}}',
  neverUsed: 'Not used yet',
  revoke: 'Revoke',
  revokeLabel: 'Revoke the token {{name}}',
  createModal: {
    title: 'New API token',
    name: 'Token name',
    nameHint: 'Name it after the tool that uses it, such as Looker Studio.',
    expiry: 'Expiry',
    expiryHint: 'You can revoke it at any time, also before it expires.',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    never: 'No expiry',
    submit: 'Create',
  },
  createdModal: {
    title: 'Copy your token now',
    warning:
      'This token is shown only this once. Keep it somewhere safe, like a password. If you lose it, revoke it and create a new one.',
    token: 'API token',
    copy: 'Copy',
    copied: 'The token has been copied.',
    copyFailed: 'We could not copy it. Select the token and copy it yourself.',
    usage: 'Your tools send it in this header, to this site’s address:',
    done: 'Done',
  },
  revokeModal: {
    title: 'Revoke the token {{name}}?',
    text: 'Tools using this token stop reading the reports at once. A revoked token cannot be brought back.',
    submit: 'Revoke token',
  },
};
