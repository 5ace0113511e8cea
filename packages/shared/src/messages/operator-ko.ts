import type { OperatorMessageCatalogue } from '../messages.ts';

/** The texts only operators meet (ko), apart so that no site's page carries them. */
export const operatorMessagesKo: OperatorMessageCatalogue = {
  two_factor_code_invalid:
    '코드가 올바르지 않습니다. 인증 앱에 지금 표시된 코드나 복구 코드를 입력해 주세요.',
  two_factor_code_reused: '이미 사용한 코드입니다. 인증 앱의 다음 코드를 기다려 주세요.',
  operator_sign_in_expired: '로그인 시간이 지났습니다. 이메일과 비밀번호를 다시 입력해 주세요.',
  operator_setup_link_invalid:
    '설정 링크가 올바르지 않거나 만료되었거나 이미 사용되었습니다. 다른 운영자에게 새 링크를 요청해 주세요.',
  operator_exists: '이 이메일의 운영자가 이미 있습니다.',
  operator_self_disable: '자신의 계정은 비활성화할 수 없습니다. 다른 운영자에게 요청해 주세요.',
  operator_token_exists:
    '이 이름의 운영자 토큰이 이미 있습니다. 다른 이름을 쓰거나 기존 토큰을 먼저 폐기해 주세요.',
  operator_token_needs_session:
    '운영자 토큰은 2단계 인증으로 로그인한 운영자만 만들 수 있습니다. 토큰으로는 만들 수 없습니다.',
  upload_not_found:
    '업로드를 찾을 수 없습니다. 기한이 지났거나 취소되었거나 다른 운영자의 업로드입니다. 파일을 처음부터 다시 올려 주세요.',
  upload_not_open:
    '이 업로드는 더 이상 데이터를 받지 않습니다. 이미 다 받았거나 가져오기가 끝났습니다.',
  upload_offset_mismatch:
    '보낸 위치가 서버에 저장된 위치와 다릅니다. 목록을 새로 고친 뒤 서버가 받은 곳부터 이어서 보내 주세요.',
  upload_past_size: '보낸 데이터가 처음에 알린 파일 크기를 넘습니다. 아무것도 저장하지 않았습니다.',
  catalogue_refused: '카탈로그 파일을 가져오지 않았습니다. 아래 행을 고친 뒤 다시 보내 주세요.',
  validation: {
    operatorPasswordLength: '운영자 비밀번호는 12~128자로 입력해 주세요.',
    twoFactorCodeRequired: '인증 앱의 코드나 복구 코드를 입력해 주세요.',
    operatorTokenNameInvalid: '토큰 이름은 영문, 숫자, _ . @ - 로 1~64자까지 입력해 주세요.',
    auditTimeInvalid: '시간은 날짜(YYYY-MM-DD)나 시간대가 붙은 날짜와 시각으로 입력해 주세요.',
    auditRangeInvalid: '끝나는 시각은 시작 시각보다 뒤여야 합니다.',
    reviewChannelsRequired: '심사할 채널을 하나 이상 선택해 주세요.',
    reviewChannelsMax: '한 번에 최대 100개 채널까지 심사할 수 있습니다.',
    uploadIdInvalid: '업로드 ID가 올바르지 않습니다.',
    uploadOffsetInvalid: '업로드 위치(offset)는 0 이상의 정수여야 합니다.',
    uploadSizeInvalid: '파일 크기는 1바이트 이상의 정수여야 합니다.',
  },
  success: {
    operatorEnrol: '인증 앱으로 QR 코드를 스캔한 뒤 표시된 코드를 입력해 주세요.',
    operatorCodeNeeded: '인증 앱에 표시된 코드나 복구 코드를 입력해 주세요.',
    operatorInvited:
      '운영자를 초대하고 설정 링크를 이메일로 보냈습니다. 메일이 늦을 때를 위해 링크를 여기에도 한 번 보여 드립니다.',
    operatorInvitedNotEmailed:
      '운영자를 초대했습니다. 서버에 공개 주소(PUBLIC_ORIGIN)가 없어 설정 링크를 이메일로 보낼 수 없습니다. 설정 토큰을 전달해 주세요. 다시 표시되지 않습니다.',
    operatorDisabled: '운영자를 비활성화하고 로그아웃시켰습니다.',
    operatorTokenCreated: '운영자 토큰을 만들었습니다. 지금 한 번만 표시되니 바로 복사해 두세요.',
    operatorTokenRevoked: '운영자 토큰을 폐기했습니다. 더 이상 사용할 수 없습니다.',
    channelsReviewed: '채널별로 심사 결과를 저장했습니다. 채널마다 결과를 확인해 주세요.',
    siteImageFits: '이 이미지를 사용할 수 있습니다.',
  },
};
