import 'i18next';
import type { MESSAGES } from '@portal/shared';
import type { moneyKo } from '../earnings/texts/ko.money.ts';
import type { ko } from './locales/ko.messages.ts';
import type { ScreenTexts } from './screen-texts.ts';

// Typed keys: a misspelt or missing key fails the type-check instead of showing the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ko & ScreenTexts;
      api: (typeof MESSAGES)['ko'];
      /** Loaded with the pages that show money (shared/earnings/money-texts.ts). */
      money: typeof moneyKo;
    };
  }
}
