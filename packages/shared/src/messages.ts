import type { ErrorCode } from './errors.ts';
import type { Locale } from './locales.ts';
import { messagesKo } from './messages/ko.ts';
import { messagesEn } from './messages/en.ts';
import { messagesZhCN } from './messages/zh-cn.ts';
import { messagesZhTW } from './messages/zh-tw.ts';
import { operatorMessagesEn } from './messages/operator-en.ts';
import { operatorMessagesKo } from './messages/operator-ko.ts';
import { operatorMessagesZhCN } from './messages/operator-zh-cn.ts';
import { operatorMessagesZhTW } from './messages/operator-zh-tw.ts';

/**
 * Texts the server puts in `message`: error codes, validation keys used by the zod
 * schemas, and success confirmations. The web app reuses them for the same situations,
 * so a user reads the same words whichever side caught the problem.
 */
export type MessageCatalogue = Record<ErrorCode, string> & {
  validation: Record<ValidationKey, string>;
  success: Record<SuccessKey, string>;
};

/**
 * The codes and keys only platform operators meet (their sign-in, tokens, the console's
 * filters): kept in catalogues of their own (`messages/operator-*.ts`), which the server
 * and the operator console load and no site's page does (docs/product.md §17.1).
 */
export const OPERATOR_ERROR_CODES = [
  'two_factor_code_invalid',
  'two_factor_code_reused',
  'operator_sign_in_expired',
  'operator_setup_link_invalid',
  'operator_exists',
  'operator_self_disable',
  'operator_token_exists',
  'operator_token_needs_session',
  'upload_not_found',
  'upload_not_open',
  'upload_offset_mismatch',
  'upload_past_size',
  'catalogue_refused',
] as const satisfies readonly ErrorCode[];
export const OPERATOR_VALIDATION_KEYS = [
  'operatorPasswordLength',
  'twoFactorCodeRequired',
  'operatorTokenNameInvalid',
  'auditTimeInvalid',
  'auditRangeInvalid',
  'reviewChannelsRequired',
  'reviewChannelsMax',
  'uploadIdInvalid',
  'uploadOffsetInvalid',
  'uploadSizeInvalid',
] as const satisfies readonly ValidationKey[];
export const OPERATOR_SUCCESS_KEYS = [
  'operatorEnrol',
  'operatorCodeNeeded',
  'operatorInvited',
  'operatorInvitedNotEmailed',
  'operatorDisabled',
  'operatorTokenCreated',
  'operatorTokenRevoked',
  'channelsReviewed',
  'siteImageFits',
] as const satisfies readonly SuccessKey[];
type OperatorErrorCode = (typeof OPERATOR_ERROR_CODES)[number];
type OperatorValidationKey = (typeof OPERATOR_VALIDATION_KEYS)[number];
type OperatorSuccessKey = (typeof OPERATOR_SUCCESS_KEYS)[number];

/** A language's texts for the sites' people: everything but the operators'. */
export type SiteMessageCatalogue = Record<Exclude<ErrorCode, OperatorErrorCode>, string> & {
  validation: Record<Exclude<ValidationKey, OperatorValidationKey>, string>;
  success: Record<Exclude<SuccessKey, OperatorSuccessKey>, string>;
};

/** A language's texts only operators meet. */
export type OperatorMessageCatalogue = Record<OperatorErrorCode, string> & {
  validation: Record<OperatorValidationKey, string>;
  success: Record<OperatorSuccessKey, string>;
};

/** A language's whole catalogue: the sites' texts and the operators'. */
export function withOperatorMessages(
  site: SiteMessageCatalogue,
  operator: OperatorMessageCatalogue,
): MessageCatalogue {
  return {
    ...site,
    ...operator,
    validation: { ...site.validation, ...operator.validation },
    success: { ...site.success, ...operator.success },
  };
}

/** The operators' catalogue of each language (the console adds it to the sites'). */
export const OPERATOR_MESSAGES: Record<Locale, OperatorMessageCatalogue> = {
  ko: operatorMessagesKo,
  en: operatorMessagesEn,
  'zh-CN': operatorMessagesZhCN,
  'zh-TW': operatorMessagesZhTW,
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
  'reviewChannelsRequired',
  'reviewChannelsMax',
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
  'timeZoneInvalid',
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
  'resetTokenRequired',
  'mailKindInvalid',
  'tokenNameRequired',
  'tokenNameLength',
  'tokenExpiryInvalid',
  'tokenIdInvalid',
  'operatorPasswordLength',
  'twoFactorCodeRequired',
  'operatorTokenNameInvalid',
  'auditTimeInvalid',
  'auditRangeInvalid',
  'uploadIdInvalid',
  'uploadOffsetInvalid',
  'uploadSizeInvalid',
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
  'channelsReviewed',
  'favoriteAdded',
  'favoriteRemoved',
  'siteCreated',
  'siteUpdated',
  'siteImageFits',
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
  'resetMailSent',
  'unsubscribed',
  'mailPreferenceSaved',
  'passwordReset',
  'networkTokenCreated',
  'networkTokenRevoked',
  'operatorEnrol',
  'operatorCodeNeeded',
  'operatorInvited',
  'operatorInvitedNotEmailed',
  'operatorDisabled',
  'operatorTokenCreated',
  'operatorTokenRevoked',
] as const;
export type SuccessKey = (typeof SUCCESS_KEYS)[number];

// Pure: a page that imports nothing of the server's catalogues drops them.
export const MESSAGES: Record<Locale, MessageCatalogue> = {
  ko: /* @__PURE__ */ withOperatorMessages(messagesKo, operatorMessagesKo),
  en: /* @__PURE__ */ withOperatorMessages(messagesEn, operatorMessagesEn),
  'zh-CN': /* @__PURE__ */ withOperatorMessages(messagesZhCN, operatorMessagesZhCN),
  'zh-TW': /* @__PURE__ */ withOperatorMessages(messagesZhTW, operatorMessagesZhTW),
};

/** Keys used as zod error messages are `validation.<key>`; this turns one into text. */
export function validationMessage(locale: Locale, key: string): string {
  const catalogue = MESSAGES[locale].validation;
  const short = key.startsWith('validation.') ? key.slice('validation.'.length) : key;
  return (catalogue as Record<string, string>)[short] ?? catalogue.invalid;
}
