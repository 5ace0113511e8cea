import type { ErrorCode } from './errors.ts';
import type { Locale } from './locales.ts';
import { messagesKo } from './messages/ko.ts';
import { messagesEn } from './messages/en.ts';
import { messagesZhCN } from './messages/zh-cn.ts';
import { messagesZhTW } from './messages/zh-tw.ts';

/**
 * Texts the server puts in `message`: error codes, validation keys used by the zod
 * schemas, and success confirmations. The web app reuses them for the same situations,
 * so a user reads the same words whichever side caught the problem.
 */
export type MessageCatalogue = Record<ErrorCode, string> & {
  validation: Record<ValidationKey, string>;
  success: Record<SuccessKey, string>;
};

export const VALIDATION_KEYS = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordLength',
  'newPasswordLength',
  'passwordMismatch',
  'nicknameRequired',
  'nicknameLength',
  'loginRequired',
  'tooLong',
  'codeRequired',
  'domainRequired',
  'nicknameMin',
  'targetRequired',
  'feeRateRange',
  'feeRatePrecision',
  'effectiveFromInvalid',
  'memberChangeRequired',
  'channelsInvalid',
  'channelLinkRequired',
  'channelCategoryRequired',
  'channelLinkVideo',
  'channelLinkCustom',
  'channelLinkNotYoutube',
  'channelLinkInvalid',
  'channelIdInvalid',
  'precautionsRequired',
  'reviewStatusInvalid',
  'reviewDecisionInvalid',
  'reviewNoteLength',
  'pageInvalid',
  'pageSizeInvalid',
  'noticeIdInvalid',
  'noticeTextRequired',
  'noticeTitleRequired',
  'noticeTitleLength',
  'noticeBodyRequired',
  'noticeBodyLength',
  'noticeLanguageInvalid',
  'noticeChangeRequired',
  'publishAtInvalid',
  'reportPeriodInvalid',
  'reportDateInvalid',
  'reportRangeRequired',
  'reportRangeInvalid',
  'reportSortInvalid',
  'reportExportInvalid',
  'videoIdInvalid',
  'trackIdInvalid',
  'musicCategoryInvalid',
  'musicSortInvalid',
  'musicTagInvalid',
  'domainInvalid',
  'colourInvalid',
  'designIdInvalid',
  'siteNameRequired',
  'currencyInvalid',
  'languageInvalid',
  'siteDomainsRequired',
  'siteDomainsMax',
  'siteManagerRequired',
  'siteChangeRequired',
  'siteDomainLast',
  'siteImageKindInvalid',
  'siteImageFavicon',
  'siteImageLogo',
  'siteImageMeta',
  'siteImageExclusive',
  'contentOwnerRequired',
  'contentOwnerInvalid',
  'monthInvalid',
  'amountInvalid',
  'amountPrecision',
  'withdrawalIdInvalid',
  'bankNameRequired',
  'accountHolderRequired',
  'accountNumberInvalid',
  'payoutMethodInvalid',
  'idempotencyKeyInvalid',
  'rejectReasonRequired',
  'paidOnInvalid',
  'referenceRequired',
  'withdrawalStateInvalid',
  'autoCloseDayInvalid',
  'tokenNameRequired',
  'tokenNameLength',
  'tokenExpiryInvalid',
  'tokenIdInvalid',
  'invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const SUCCESS_KEYS = [
  'ok',
  'joined',
  'loggedIn',
  'loggedOut',
  'accountUpdated',
  'passwordChanged',
  'accountDeleted',
  'memberCreated',
  'memberDeleted',
  'memberPasswordChanged',
  'feeRateChanged',
  'memberUpdated',
  'noticeCreated',
  'noticeUpdated',
  'noticeDeleted',
  'channelRegistered',
  'verificationStarted',
  'channelAssigned',
  'assignmentCancelled',
  'channelDeleted',
  'reReviewRequested',
  'channelReviewed',
  'favoriteAdded',
  'favoriteRemoved',
  'siteCreated',
  'siteUpdated',
  'youtubeConnected',
  'youtubeDisconnected',
  'youtubeFetchQueued',
  'monthClosed',
  'payoutMethodSaved',
  'withdrawalRequested',
  'withdrawalCancelled',
  'withdrawalApproved',
  'withdrawalRejected',
  'withdrawalPaid',
  'payoutSettingsSaved',
  'networkTokenCreated',
  'networkTokenRevoked',
] as const;
export type SuccessKey = (typeof SUCCESS_KEYS)[number];

export const MESSAGES: Record<Locale, MessageCatalogue> = {
  ko: messagesKo,
  en: messagesEn,
  'zh-CN': messagesZhCN,
  'zh-TW': messagesZhTW,
};

/** Keys used as zod error messages are `validation.<key>`; this turns one into text. */
export function validationMessage(locale: Locale, key: string): string {
  const catalogue = MESSAGES[locale].validation;
  const short = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  return (catalogue as Record<string, string>)[short] ?? catalogue.invalid;
}
