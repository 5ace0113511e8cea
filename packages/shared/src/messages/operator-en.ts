import type { OperatorMessageCatalogue } from '../messages.ts';

/** The texts only operators meet (en), apart so that no site's page carries them. */
export const operatorMessagesEn: OperatorMessageCatalogue = {
  two_factor_code_invalid:
    'The code is not right. Enter the code your authenticator app shows now, or a recovery code.',
  two_factor_code_reused:
    'This code was used already. Wait for the next code in your authenticator app.',
  operator_sign_in_expired: 'This sign-in has expired. Please enter your email and password again.',
  operator_setup_link_invalid:
    'This set-up link is invalid, has expired or was already used. Ask another operator for a new one.',
  operator_exists: 'An operator with this email exists already.',
  operator_self_disable: 'You cannot disable your own account. Ask another operator.',
  operator_token_exists:
    'An operator token with this name exists already. Pick another name or revoke that token first.',
  operator_token_needs_session:
    'Only an operator signed in with two-factor sign-in can make operator tokens; a token cannot.',
  upload_not_found:
    'This upload cannot be found: it expired, was cancelled or belongs to another operator. Upload the file again from the start.',
  upload_not_open:
    'This upload takes no more data: it has all of it already, or its import is over.',
  upload_offset_mismatch:
    'These bytes are not where the server is in this upload. Reload the list and go on from what the server holds.',
  upload_past_size: 'These bytes go past the file size announced for the upload. Nothing was kept.',
  catalogue_refused: 'The catalogue file was not imported: fix the rows below and send it again.',
  validation: {
    operatorPasswordLength: 'An operator password is 12 to 128 characters long.',
    twoFactorCodeRequired: 'Please enter the code from your authenticator app, or a recovery code.',
    operatorTokenNameInvalid: 'A token name is 1 to 64 letters, digits, _ . @ or -.',
    auditTimeInvalid: 'Give the time as a day (YYYY-MM-DD) or a date and time with its offset.',
    auditRangeInvalid: 'The end of the range must come after its start.',
    reviewChannelsRequired: 'Choose at least one channel to review.',
    reviewChannelsMax: 'You can review at most 100 channels at once.',
    uploadIdInvalid: 'The upload id is not valid.',
    uploadOffsetInvalid: 'The upload offset must be a whole number of bytes, 0 or more.',
    uploadSizeInvalid: 'The file size must be a whole number of bytes, at least 1.',
  },
  success: {
    operatorEnrol: 'Scan the QR code with your authenticator app, then enter the code it shows.',
    operatorCodeNeeded: 'Enter the code your authenticator app shows, or a recovery code.',
    operatorInvited:
      'The operator was invited and the set-up link emailed to them. It is also shown here once, in case the email is slow.',
    operatorInvitedNotEmailed:
      'The operator was invited. No email could carry a set-up link: the server has no public address (PUBLIC_ORIGIN). Give them the set-up token: it is shown once.',
    operatorDisabled: 'The operator was disabled and signed out.',
    operatorTokenCreated: 'The operator token was made. Copy it now: it is shown only once.',
    operatorTokenRevoked: 'The operator token has been revoked. It no longer works.',
    channelsReviewed: 'Reviews saved channel by channel; check each channel’s result.',
    siteImageFits: 'This image can be used.',
  },
};
