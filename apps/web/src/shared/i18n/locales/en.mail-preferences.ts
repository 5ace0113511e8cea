import type { DeepStrings } from './ko.messages.ts';
import type { mailPreferencesKo } from './ko.mail-preferences.ts';

/** The email choices and the unsubscribe page in English (see ko.mail-preferences.ts). */
export const mailPreferencesEn: DeepStrings<typeof mailPreferencesKo> = {
  title: 'Email notifications',
  description:
    'Choose the emails you want. A change is saved at once. Password reset and welcome emails are always sent.',
  loading: 'Loading your email choices',
  error: {
    title: 'Your email choices could not be loaded',
    retry: 'Try again',
  },
  list: 'Emails to receive',
  kinds: {
    weeklyDigest: 'Weekly report (Monday morning)',
    channelVerified: 'A channel is verified',
    channelVerificationFailed: 'A channel could not be verified',
    channelApproved: 'A channel is approved',
    channelOnHold: 'A channel is put on hold',
    channelRejected: 'A channel is rejected',
    monthClosed: 'A monthly statement is ready',
    withdrawalApproved: 'A withdrawal is approved',
    withdrawalPaid: 'A withdrawal is paid',
    withdrawalRejected: 'A withdrawal is rejected',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    explain:
      'To stop receiving “{{kind}}” emails, press the button below. You keep receiving the other emails.',
    submit: 'Unsubscribe',
    again:
      'You can turn it back on at any time under Email notifications in your account settings.',
    toSettings: 'Go to account settings',
  },
};
