import type { OptionalMailKind } from '@portal/shared';

/**
 * The texts of the email choices on the account page and of the unsubscribe page
 * (`mailPreferences.*`, docs/product.md §16.4) in Korean, the reference the other
 * languages are typed against. Each kind a member may turn off has its name here, so a
 * new kind fails the type-check until it is named. The two screens load these
 * (screen-texts.ts), not every visitor's first catalogue.
 */
export const mailPreferencesKo = {
  title: '이메일 알림',
  description:
    '받고 싶은 이메일을 고르세요. 바꾸면 바로 저장됩니다. 비밀번호 재설정과 가입 안내 메일은 항상 보내 드립니다.',
  loading: '이메일 설정을 불러오는 중',
  error: {
    title: '이메일 설정을 불러오지 못했습니다',
    retry: '다시 시도',
  },
  list: '받을 이메일',
  kinds: {
    weeklyDigest: '주간 리포트(월요일 아침)',
    channelVerified: '채널 인증 완료',
    channelVerificationFailed: '채널 인증 실패',
    channelApproved: '채널 승인',
    channelOnHold: '채널 보류',
    channelRejected: '채널 거절',
    monthClosed: '월 정산서 발행',
    withdrawalApproved: '출금 승인',
    withdrawalPaid: '출금 지급',
    withdrawalRejected: '출금 거절',
  } satisfies Record<OptionalMailKind, string>,
  unsubscribe: {
    title: '이메일 수신 거부',
    explain:
      '“{{kind}}” 이메일을 더 이상 받지 않으려면 아래 버튼을 누르세요. 다른 이메일은 그대로 받습니다.',
    submit: '수신 거부',
    again: '계정 설정의 이메일 알림에서 언제든 다시 켤 수 있습니다.',
    toSettings: '계정 설정으로 이동',
  },
};
