/**
 * The texts of the API tokens section of the account page (`networkTokens.*`) in Korean,
 * the reference the other languages are typed against. Not in ko.messages.ts: only
 * managers see the section, and that catalogue is in every visitor's first load; the
 * section loads these (screen-texts.ts).
 */
export const networkTokensKo = {
  title: 'API 토큰',
  description:
    '네트워크의 스프레드시트나 BI 도구가 이 사이트의 리포트와 정산서를 직접 가져갈 수 있도록 토큰을 만듭니다. 토큰은 읽기만 할 수 있고, 내 계정이 아니라 네트워크에 속합니다.',
  create: '토큰 만들기',
  loading: 'API 토큰을 불러오는 중',
  error: {
    title: 'API 토큰을 불러오지 못했습니다',
    retry: '다시 시도',
  },
  empty: '아직 만든 토큰이 없습니다. 토큰을 만들면 도구가 로그인 없이 리포트를 읽을 수 있습니다.',
  list: 'API 토큰 목록',
  state: {
    active: '사용 중',
    expired: '만료됨',
  },
  created: '{{date}}에 {{email}}님이 만듦',
  createdUnknown: '{{date}}에 만듦',
  expires: '{{date}}에 만료',
  expired: '{{date}}에 만료됨',
  neverExpires: '만료 없음',
  lastUsed: '마지막 사용 {{date}}',
  neverUsed: '아직 사용하지 않음',
  revoke: '폐기',
  revokeLabel: '{{name}} 토큰 폐기',
  createModal: {
    title: '새 API 토큰',
    name: '토큰 이름',
    nameHint: '어느 도구에서 쓰는지 알아볼 수 있게 지어 주세요. 예: Looker Studio',
    expiry: '만료',
    expiryHint: '만료 전이라도 언제든 폐기할 수 있습니다.',
    days_one: '{{count}}일',
    days_other: '{{count}}일',
    never: '만료 없음',
    submit: '만들기',
  },
  createdModal: {
    title: '토큰을 복사해 두세요',
    warning:
      '이 토큰은 지금 한 번만 표시됩니다. 비밀번호처럼 안전한 곳에 보관하세요. 잃어버렸다면 폐기하고 새로 만드세요.',
    token: 'API 토큰',
    copy: '복사',
    copied: '토큰을 복사했습니다.',
    copyFailed: '복사하지 못했습니다. 토큰을 선택해 직접 복사해 주세요.',
    usage: '도구에서는 이 사이트 주소로 다음 헤더를 보내면 됩니다.',
    done: '완료',
  },
  revokeModal: {
    title: '{{name}} 토큰을 폐기할까요?',
    text: '이 토큰을 쓰는 도구는 바로 리포트를 읽지 못하게 됩니다. 폐기한 토큰은 되살릴 수 없습니다.',
    submit: '폐기하기',
  },
};
