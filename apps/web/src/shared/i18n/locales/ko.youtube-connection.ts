/**
 * The texts of the YouTube connection screen (`youtubeConnection.*`) in Korean, the
 * reference the other languages are typed against. Not in ko.messages.ts: only managers
 * open the screen, and that catalogue is in every visitor's first load; the screen's
 * route loads these (screen-texts.ts).
 */
export const youtubeConnectionKo = {
  title: 'YouTube 연결',
  description:
    '네트워크의 YouTube 콘텐츠 소유자 계정을 한 번 연결하면 리포트가 매일 자동으로 들어옵니다.',
  loading: 'YouTube 연결 정보를 불러오는 중',
  error: {
    title: 'YouTube 연결 정보를 불러오지 못했습니다',
    retry: '다시 시도',
  },
  managersOnly: {
    title: '관리자 전용 화면입니다',
    text: 'YouTube 연결은 MCN 관리자 계정으로만 관리할 수 있습니다. 권한이 필요하면 소속 MCN에 문의해 주세요.',
  },
  notConfigured: {
    title: '아직 YouTube에 연결할 수 없습니다',
    text: '이 서버에는 Google OAuth 클라이언트가 설정되어 있지 않습니다. 플랫폼 운영자가 Google 클라이언트를 설정하면 여기에서 연결할 수 있습니다. 그때까지는 리포트 파일을 운영자가 직접 가져옵니다.',
  },
  connect: {
    title: 'YouTube 콘텐츠 소유자 계정 연결',
    pointDaily:
      '연결하면 조회수·수익·클레임 리포트가 매일 자동으로 들어옵니다. 파일을 내려받아 올릴 필요가 없습니다.',
    pointReadOnly:
      'Google에는 리포트를 읽는 권한만 요청합니다. 채널이나 영상을 바꾸는 권한은 요청하지 않습니다.',
    pointEncrypted:
      '연결을 유지하는 갱신 토큰은 암호화해 저장하며, 화면이나 브라우저로 보내지 않습니다.',
    pointDisconnect: '언제든 연결을 해제할 수 있으며, 해제하면 Google 접근 권한이 취소됩니다.',
    ownerLabel: '콘텐츠 소유자 ID',
    ownerHint: 'YouTube Studio 콘텐츠 관리자 주소에서 o= 뒤에 있는 ID입니다.',
    submit: 'Google로 연결하기',
  },
  outcome: {
    failedTitle: 'YouTube에 연결하지 못했습니다',
  },
  callback: {
    title: 'YouTube 연결 중',
    working: 'Google에서 돌아온 연결을 마무리하고 있습니다.',
  },
  status: {
    title: '연결 정보',
    connected: '연결됨',
    needsReconnect: '다시 연결 필요',
    contentOwner: '콘텐츠 소유자',
    connectedBy: '연결한 사람',
    connectedByValue: '{{nickname}} ({{email}})',
    connectedByUnknown: '삭제된 계정',
    connectedAt: '연결한 때',
    lastFetch: '마지막 확인',
    completeUpTo: '데이터 완료일',
    completeUpToHint: '이 날짜까지는 조회수와 수익이 모두 들어왔습니다.',
    lastReport: '마지막으로 받은 리포트',
    lastReportValue: '{{type}} · {{day}}',
    quota: '오늘 사용한 Data API 할당량',
    quotaValue_one: '{{value}}단위',
    quotaValue_other: '{{value}}단위',
    lastProblem: '마지막 문제',
    notYet: '아직 없음',
    fetching: 'YouTube에서 새 리포트를 찾고 있습니다.',
    fetchNow: '지금 가져오기',
    reconnect: '다시 연결',
    disconnect: '연결 해제',
  },
  needsReconnect: {
    title: '다시 연결해야 합니다',
    text: 'Google이 저장된 연결을 더 이상 받아들이지 않아 리포트를 가져오지 못하고 있습니다. 권한이 취소되었거나 만료되었거나 비밀번호가 바뀌었을 수 있습니다. 다시 연결하면 멈춘 곳부터 이어서 가져옵니다.',
  },
  problems: {
    grant_refused: 'Google이 저장된 권한을 거부했습니다. 다시 연결해야 합니다.',
    owner_forbidden:
      'YouTube가 이 콘텐츠 소유자에 대한 접근을 거부했습니다. 연결한 Google 계정의 권한을 확인해 주세요.',
    unavailable:
      'YouTube에 연결할 수 없었거나 요청 한도에 걸렸습니다. 잠시 뒤 자동으로 다시 시도합니다.',
    bad_reply: 'YouTube의 응답이 예상한 형식이 아니었습니다. 다음 확인 때 다시 시도합니다.',
  },
  alarms: {
    title: '확인이 필요합니다',
    needs_reconnect:
      'Google이 이 연결을 거부해 리포트를 가져오지 못하고 있습니다. 다시 연결해 주세요.',
    no_new_report: '{{hours}}시간 넘게 YouTube에서 새 리포트가 오지 않았습니다.',
    expiring_unfetched:
      'YouTube가 {{day}}에 만든 리포트를 아직 가져오지 못했습니다. YouTube는 리포트를 만든 뒤 {{keepDays}}일(연결 전 날들의 리포트는 {{historyDays}}일) 동안만 보관하며, 이 리포트는 {{days}}일 안에 사라집니다.',
    expiring_unfetchedNoDay:
      '아직 가져오지 못한 리포트가 있습니다. YouTube는 리포트를 만든 뒤 {{keepDays}}일(연결 전 날들의 리포트는 {{historyDays}}일) 동안만 보관하며, 이 리포트는 {{days}}일 안에 사라집니다.',
    deprecated_type:
      'YouTube가 {{type}} 리포트 유형의 지원을 중단했습니다. 이 유형의 작업은 약 3개월 뒤 리포트 생성을 멈춥니다.',
    deprecated_typeNoType:
      'YouTube가 리포트 유형 하나의 지원을 중단했습니다. 이 유형의 작업은 약 3개월 뒤 리포트 생성을 멈춥니다.',
  },
  jobs: {
    title: '리포트 작업',
    empty: '아직 리포트 작업이 없습니다. 다음 확인 때 만들어집니다.',
    systemManaged: 'YouTube에서 관리',
    state: {
      active: '작동 중',
      deprecated: '지원 중단',
      missing: '없음',
    },
  },
  reportTypes: {
    views: '조회수',
    revenue: '수익',
    claims: '클레임',
  },
  reports: {
    title: '최근 리포트',
    type: '유형',
    day: '날짜',
    created: 'YouTube 생성',
    state: '상태',
    rows: '행 수',
    fetched: '가져온 때',
    emptyTitle: '아직 받은 리포트가 없습니다',
    emptyText:
      'YouTube는 작업을 만든 뒤 24시간 안에 첫 리포트를 만들고, 그 전 약 30일치 리포트도 함께 만듭니다.',
    states: {
      imported: '가져옴',
      superseded: '새 리포트로 대체됨',
      missed: '놓침 (YouTube에 없음)',
      failed: '실패',
    },
  },
  disconnect: {
    title: 'YouTube 연결 해제',
    intro: '콘텐츠 소유자 {{owner}}의 연결을 해제합니다.',
    revoked: 'Google에 준 접근 권한이 취소됩니다.',
    stops: '새 리포트를 더 이상 자동으로 가져오지 않습니다.',
    kept: '이미 가져온 수치는 그대로 남으며, 언제든 다시 연결할 수 있습니다.',
    submit: '연결 해제',
  },
};
