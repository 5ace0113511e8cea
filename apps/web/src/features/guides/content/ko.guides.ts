import type { GuideCatalogue, GuideText } from './guide-content.types.ts';

/*
 * Korean guide texts (the default language). Rule figures as docs/product.md §10.8 gives
 * them for the Korean text: music volume 11 % or more (the other languages say 15 %).
 */

const UPLOAD_RULES = [
  '음원 볼륨은 11% 이상으로 설정해 주세요.',
  '영상 하나에는 음원을 한 곡만 사용해 주세요.',
  '영상과 음원 길이는 35초 이상을 권장합니다.',
  '음원 클립 길이는 60초로 설정해 주세요.',
  '볼륨이 너무 낮으면 음원이 인식되지 않거나 음원을 사용할 수 없게 될 수 있습니다.',
];

const AUTH_RULES = [
  '인증 코드는 채널 설명에 넣고 게시해 주세요.',
  "게시한 뒤 포털로 돌아와 '인증하기'를 눌러 주세요.",
  '인증은 자동으로 진행되며 창을 닫아도 계속됩니다.',
  '심사는 영업일 기준 1~2일이 걸립니다.',
  '인증되지 않은 채널은 서비스 이용과 음원 수익 지급이 중단됩니다.',
  '보류된 채널은 재심사를 요청할 수 있습니다. 요청은 하루에 한 번 할 수 있으며, 요청 창에는 72시간 후에 다시 요청할 수 있다고 안내됩니다.',
];

function mobileUpload(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  return {
    intro: `${android ? 'Android 폰' : 'iPhone'}의 YouTube 앱에서 쇼츠를 만들면서 음원을 바로 넣는 방법입니다. 모바일 업로드는 음원이 가장 확실하게 인식되는 방법이라 강력히 권장하며, 수익은 업로드 2일 후부터 확인할 수 있습니다.`,
    sections: [
      {
        id: 'before',
        title: '시작하기 전에',
        points: [
          `${android ? 'Play 스토어' : 'App Store'}에서 YouTube 앱을 최신 버전으로 업데이트해 주세요.`,
          '포털에 등록하고 인증한 채널의 계정으로 YouTube 앱에 로그인해 주세요.',
          '포털의 음원 목록에서 사용할 음원을 고르고 제목을 확인해 두세요.',
        ],
      },
      {
        id: 'upload',
        title: '업로드 순서',
        steps: [
          {
            title: 'Shorts 만들기 열기',
            text: `앱 아래쪽의 + 버튼을 누르고 'Shorts 동영상 만들기'를 선택하세요. 처음이라면 ${android ? '카메라와 마이크 권한 요청에서 허용을' : "카메라와 마이크 접근 요청에서 '허용'을"} 눌러 주세요.`,
            figure: {
              id: 'phone-create',
              alt: '아래쪽 + 버튼을 누르면 Shorts 만들기 메뉴가 열리는 휴대폰 화면',
            },
          },
          {
            title: '촬영 길이를 60초로 바꾸기',
            text: '카메라 화면 오른쪽의 길이 버튼(숫자 15)을 눌러 60초로 바꾸세요. 60초가 보이지 않으면 시간 제한 해제 가이드를 참고해 주세요.',
            figure: { id: 'phone-length', alt: '카메라 화면의 길이 버튼이 60초로 바뀐 모습' },
          },
          {
            title: '음원 추가하기',
            text: "화면 위쪽의 '사운드 추가'를 누르고, 포털에서 고른 음원의 제목으로 검색해 선택하세요. 음원 클립 길이는 60초로 맞추고, 음원은 한 곡만 넣어 주세요.",
            figure: {
              id: 'phone-add-sound',
              alt: '사운드 추가 화면에서 음원을 검색해 한 곡을 선택한 모습',
            },
          },
          {
            title: '촬영하거나 영상 불러오기',
            text: `촬영 버튼을 눌러 찍거나, 왼쪽 아래 ${android ? '갤러리' : "사진 보관함(처음이라면 사진 접근을 '허용')"}에서 영상을 불러오세요. 영상은 35초 이상이 되도록 해 주세요.`,
            figure: { id: 'phone-record', alt: '촬영 진행 막대가 35초 표시를 넘어선 카메라 화면' },
          },
          {
            title: '볼륨 확인하기',
            text: "편집 화면에서 '볼륨'을 누르고 추가한 사운드를 11% 이상으로 맞추세요. 원본 소리를 함께 쓰더라도 음원이 묻히지 않게 해 주세요.",
            figure: {
              id: 'phone-volume',
              alt: '볼륨 화면에서 추가한 사운드가 11% 이상으로 설정된 모습',
            },
          },
          {
            title: '업로드하기',
            text: "제목을 입력하고 'Shorts 업로드'를 누르면 끝입니다. 수익은 업로드 2일 후부터 대시보드와 영상 리포트에서 확인할 수 있습니다.",
            figure: { id: 'phone-upload', alt: '제목을 입력하고 Shorts 업로드 버튼을 누르는 화면' },
          },
        ],
      },
      {
        id: 'volume',
        title: '볼륨과 길이',
        paragraphs: [
          '음원은 영상 속 소리로 인식됩니다. 볼륨이 너무 낮으면 음원이 인식되지 않거나 음원을 사용할 수 없게 될 수 있으니, 추가한 사운드의 볼륨은 11% 이상으로 유지해 주세요.',
          '한 영상에 여러 곡을 섞으면 어떤 음원인지 가려내기 어렵습니다. 음원은 한 곡만 사용하고, 영상과 음원 모두 35초 이상으로 만들면 가장 안정적으로 인식됩니다.',
        ],
        note: '음원 클립 길이는 60초로 설정해 주세요.',
      },
      {
        id: 'earnings',
        title: '수익 확인',
        paragraphs: [
          '모바일로 업로드한 쇼츠의 수익은 업로드 2일 후부터 대시보드와 영상 리포트에 표시됩니다.',
          '2일이 지나도 보이지 않으면 채널이 인증되었는지, 볼륨과 음원 수가 규칙에 맞는지 확인해 주세요.',
        ],
      },
    ],
    rules: [
      ...UPLOAD_RULES,
      '수익은 업로드 2일 후부터 확인할 수 있습니다.',
      '업로드는 모바일로 하는 것을 강력히 권장합니다.',
    ],
  };
}

function mobileUnlock(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  return {
    intro: `Shorts 카메라가 15초에서 멈추거나 음원이 영상보다 짧게 잘린다면 시간 제한을 풀어야 합니다. ${android ? 'Android 폰' : 'iPhone'}에서 촬영 길이와 음원 클립 길이를 60초로 바꾸는 방법을 안내합니다.`,
    sections: [
      {
        id: 'why',
        title: '시간 제한이란?',
        paragraphs: [
          'Shorts 카메라는 처음에 15초로 촬영하도록 되어 있고, 사운드를 추가하면 음원 클립도 그 길이에 맞춰 짧게 잘립니다.',
          '음원이 안정적으로 인식되려면 영상과 음원이 35초 이상인 것이 좋으므로, 촬영 길이와 음원 클립 길이를 60초로 바꿔 주세요.',
        ],
      },
      {
        id: 'unlock',
        title: '60초로 바꾸기',
        steps: [
          {
            title: '앱 업데이트하기',
            text: `${android ? 'Play 스토어' : 'App Store'}에서 YouTube를 찾아 '업데이트'가 보이면 눌러 주세요. 오래된 버전에서는 60초 설정이 보이지 않을 수 있습니다.`,
            figure: {
              id: 'phone-app-update',
              alt: `${android ? 'Play 스토어' : 'App Store'}의 YouTube 앱 화면에서 업데이트 버튼을 누르는 모습`,
            },
          },
          {
            title: '촬영 길이를 60초로',
            text: "+ 버튼 → 'Shorts 동영상 만들기'로 카메라를 열고, 길이 버튼(15)을 눌러 60초로 바꾸세요.",
            figure: { id: 'phone-length', alt: '카메라 화면의 길이 버튼이 60초로 바뀐 모습' },
          },
          {
            title: '음원 클립을 60초로',
            text: "'사운드 추가'에서 음원을 고른 뒤 구간 조절 화면에서 클립 길이를 60초로 맞추고 '완료'를 누르세요.",
            figure: {
              id: 'phone-clip-60',
              alt: '음원 구간 조절 화면에서 클립 길이를 60초로 맞춘 모습',
            },
          },
          {
            title: '길이 확인하기',
            text: '촬영 진행 막대가 60초까지 이어지는지 확인하세요. 영상은 35초 이상 찍는 것을 권장합니다.',
            figure: {
              id: 'phone-record',
              alt: '촬영 진행 막대가 35초 표시를 넘어 60초까지 이어지는 화면',
            },
          },
        ],
      },
      {
        id: 'troubleshoot',
        title: '60초가 보이지 않을 때',
        steps: android
          ? [
              {
                title: '캐시 삭제하기',
                text: "휴대폰 설정 → 애플리케이션 → YouTube → 저장용량에서 '캐시 삭제'를 누르세요. '데이터 삭제'가 아니라 캐시만 지우면 로그인은 그대로 유지됩니다.",
                figure: {
                  id: 'phone-clear-cache',
                  alt: 'YouTube 앱 정보의 저장용량 화면에서 캐시 삭제 버튼을 누르는 모습',
                },
              },
              {
                title: '앱 다시 열기',
                text: 'YouTube 앱을 완전히 닫았다가 다시 열고 Shorts 카메라의 길이 버튼을 다시 확인하세요. 그래도 보이지 않으면 소속 네트워크 담당자에게 문의해 주세요.',
              },
            ]
          : [
              {
                title: '앱 완전히 종료하기',
                text: '화면 아래에서 위로 쓸어 올려 앱 전환 화면을 열고, YouTube를 위로 밀어 종료한 뒤 다시 여세요.',
              },
              {
                title: '앱 다시 설치하기',
                text: 'YouTube 앱을 삭제하고 App Store에서 다시 설치하세요. 설치 후 다시 로그인해야 합니다. 그래도 보이지 않으면 소속 네트워크 담당자에게 문의해 주세요.',
              },
            ],
      },
    ],
    rules: UPLOAD_RULES,
  };
}

function channelAuth(device: 'mobile' | 'pc'): GuideText {
  const mobile = device === 'mobile';
  return {
    intro: mobile
      ? "휴대폰만으로 채널을 인증하는 방법입니다. 포털에서 인증 코드를 복사해 YouTube 앱의 채널 설명에 붙여넣고, 포털로 돌아와 '인증하기'를 누르면 됩니다."
      : "PC에서 채널을 인증하는 방법입니다. 포털에서 인증 코드를 복사해 YouTube 스튜디오의 채널 설명에 붙여넣고 게시한 뒤, 포털로 돌아와 '인증하기'를 누르면 됩니다.",
    sections: [
      {
        id: 'steps',
        title: '인증 순서',
        steps: [
          {
            title: '인증 코드 복사하기',
            text: "포털의 채널 관리에서 채널 링크와 카테고리를 입력해 채널을 등록하면 인증 코드가 나타납니다. '복사'를 눌러 코드를 복사하세요.",
            figure: {
              id: mobile ? 'phone-portal-code' : 'desktop-portal-code',
              alt: '포털의 채널 관리 화면에서 인증 코드 옆의 복사 버튼을 누르는 모습',
            },
          },
          mobile
            ? {
                title: '채널 수정 화면 열기',
                text: "YouTube 앱에서 오른쪽 아래 '나' → '채널 보기'로 이동한 뒤, 연필 모양 버튼을 눌러 채널 수정 화면을 여세요.",
                figure: {
                  id: 'phone-channel-edit',
                  alt: 'YouTube 앱의 내 채널 화면에서 연필 모양 수정 버튼을 누르는 모습',
                },
              }
            : {
                title: '맞춤설정 열기',
                text: "PC 브라우저에서 YouTube 스튜디오(studio.youtube.com)에 로그인하고, 왼쪽 메뉴의 '맞춤설정' → '기본 정보' 탭을 여세요.",
                figure: {
                  id: 'desktop-studio-customize',
                  alt: 'YouTube 스튜디오 왼쪽 메뉴에서 맞춤설정을 누르고 기본 정보 탭을 연 화면',
                },
              },
          mobile
            ? {
                title: '설명에 붙여넣고 저장하기',
                text: "'설명'을 눌러 복사한 코드를 붙여넣고 저장하세요. 기존 설명은 그대로 두고 코드만 덧붙여도 됩니다. 저장하면 바로 게시됩니다.",
                figure: {
                  id: 'phone-description',
                  alt: '채널 설명 입력란에 인증 코드를 붙여넣고 저장 버튼을 누르는 모습',
                },
              }
            : {
                title: '설명에 붙여넣고 게시하기',
                text: "'설명' 칸에 복사한 코드를 붙여넣고 오른쪽 위의 '게시'를 누르세요. 기존 설명은 그대로 두고 코드만 덧붙여도 됩니다.",
                figure: {
                  id: 'desktop-studio-description',
                  alt: '기본 정보 탭의 설명 칸에 인증 코드를 붙여넣고 게시 버튼을 누르는 화면',
                },
              },
          {
            title: "돌아와서 '인증하기' 누르기",
            text: "포털로 돌아와 채널 관리에서 '인증하기'를 누르세요. 인증은 자동으로 진행되며 창을 닫아도 계속됩니다.",
            figure: {
              id: mobile ? 'phone-portal-verify' : 'desktop-portal-verify',
              alt: '포털의 인증 창에서 인증하기 버튼을 누르자 인증 중으로 바뀐 모습',
            },
          },
          {
            title: '심사 기다리기',
            text: '인증이 완료되면 심사가 진행되며 영업일 기준 1~2일이 걸립니다. 심사가 끝날 때까지 설명의 코드를 지우지 마세요.',
          },
        ],
      },
      {
        id: 'automatic',
        title: '자동으로 진행되는 인증',
        paragraphs: [
          "'인증하기'를 누르면 포털이 채널 설명에서 코드를 자동으로 확인합니다. 창을 닫거나 다른 화면으로 이동해도 인증은 계속되며, 결과는 채널 관리에서 확인할 수 있습니다.",
          '설명을 저장한 직후에는 바뀐 내용이 반영되기까지 잠시 걸릴 수 있습니다. 바로 실패했다면 잠시 후 다시 시도해 주세요.',
        ],
      },
      {
        id: 'failed',
        title: '인증에 실패했다면',
        paragraphs: [
          "'채널 인증을 완료하지 못했습니다. 코드를 다시 입력해 주세요.'라는 안내가 나오면 아래 내용을 확인한 뒤 다시 시도해 주세요.",
        ],
        points: [
          '코드를 빠짐없이 정확하게 붙여넣었는지',
          `설명을 ${mobile ? '저장' : '게시'}했는지`,
          '포털에 등록한 채널과 같은 채널의 설명인지',
        ],
      },
      {
        id: 'review',
        title: '심사와 재심사',
        paragraphs: [
          '심사는 영업일 기준 1~2일이 걸립니다. 인증되지 않은 채널은 서비스 이용과 음원 수익 지급이 중단됩니다.',
          '심사가 보류되면 채널 관리에서 재심사를 요청할 수 있습니다. 재심사 요청은 하루에 한 번 할 수 있으며, 요청 창에는 72시간 후에 다시 요청할 수 있다고 안내됩니다.',
        ],
      },
    ],
    rules: AUTH_RULES,
  };
}

export const guidesKo: GuideCatalogue = {
  locale: 'ko',
  ui: {
    contents: '목차',
    sectionLink: '이 항목 링크',
    rulesTitle: '꼭 확인해 주세요',
    relatedTitle: '함께 보면 좋은 가이드',
    chooseDevice: '어디에서 인증하시나요?',
    allGuides: '전체 가이드 보기',
  },
  figure: {
    createShort: 'Shorts 만들기',
    addSound: '사운드 추가',
    search: '검색',
    originalSound: '원본 사운드',
    addedSound: '추가한 사운드',
    volume: '볼륨',
    done: '완료',
    uploadShort: 'Shorts 업로드',
    title: '제목',
    copy: '복사',
    verificationCode: '인증 코드',
    verify: '인증하기',
    verifying: '인증 중',
    description: '설명',
    save: '저장',
    publish: '게시',
    create: '만들기',
    uploadVideos: '동영상 업로드',
    details: '세부정보',
    visibility: '공개 상태',
    public: '공개',
    customization: '맞춤설정',
    basicInfo: '기본 정보',
    clearCache: '캐시 삭제',
    storage: '저장용량',
    update: '업데이트',
    channelManagement: '채널 관리',
    music: '음원',
    video: '영상',
    review: '심사',
    secondsSuffix: '초',
    minVolume: '11%',
  },
  home: {
    intro:
      '쇼츠에 음원을 올바르게 넣어야 음원이 인식되고 수익이 집계됩니다. 사용하는 기기에 맞는 업로드 가이드와 채널 인증 방법을 확인해 보세요.',
    recommend:
      '업로드는 휴대폰의 YouTube 앱으로 하는 것을 강력히 권장합니다. 모바일로 올리면 업로드 2일 후부터 수익을 확인할 수 있고, PC로 올리면 음원 인식에만 1~3일이 걸립니다.',
    uploadTitle: '업로드와 시간 제한 해제',
    authTitle: '채널 인증',
    summaries: {
      aosMobileUpload: 'Android 폰의 YouTube 앱에서 음원을 넣어 쇼츠를 올리는 방법',
      iosMobileUpload: 'iPhone의 YouTube 앱에서 음원을 넣어 쇼츠를 올리는 방법',
      pcUpload: '편집 프로그램에서 음원을 넣고 YouTube 스튜디오로 올리는 방법',
      aosMobileUnlock: 'Android에서 촬영 길이와 음원 클립 길이를 60초로 늘리는 방법',
      iosMobileUnlock: 'iPhone에서 촬영 길이와 음원 클립 길이를 60초로 늘리는 방법',
      auths: '채널 인증이 필요한 이유와 심사 진행 과정',
      mobileAuth: '휴대폰으로 인증 코드를 채널 설명에 넣고 인증하기',
      pcAuth: 'PC로 인증 코드를 채널 설명에 넣고 인증하기',
    },
    rules: [
      ...UPLOAD_RULES,
      '모바일로 업로드하면 2일 후부터 수익을 확인할 수 있고, PC로 업로드하면 음원 인식에 1~3일이 걸립니다.',
    ],
  },
  guides: {
    aosMobileUpload: mobileUpload('android'),
    iosMobileUpload: mobileUpload('ios'),
    pcUpload: {
      intro:
        'PC에서 영상을 편집해 YouTube 스튜디오로 올리는 방법입니다. PC로 올린 영상은 음원이 인식되기까지 1~3일이 걸리므로, 가능하면 모바일 업로드를 강력히 권장합니다.',
      sections: [
        {
          id: 'prepare',
          title: '영상 준비하기',
          points: [
            '편집 프로그램에서 포털의 음원을 한 곡만 넣어 주세요.',
            '영상과 음원 길이는 35초 이상을 권장합니다.',
            '음원 클립 길이는 60초로 설정해 주세요.',
            '쇼츠에 맞는 세로(9:16) 영상으로 내보내 주세요.',
          ],
        },
        {
          id: 'volume',
          title: '음원 볼륨',
          paragraphs: [
            '편집 프로그램의 오디오 트랙에서 음원 볼륨을 11% 이상으로 유지해 주세요. 볼륨이 너무 낮으면 음원이 인식되지 않거나 음원을 사용할 수 없게 될 수 있습니다.',
            '내레이션이나 효과음을 넣을 때도 음원이 묻히지 않도록 조절해 주세요.',
          ],
          figure: {
            id: 'desktop-editor-volume',
            alt: '편집 프로그램 타임라인에 영상 트랙과 음원 트랙 하나가 있고 음원 볼륨이 11%로 표시된 화면',
          },
        },
        {
          id: 'upload',
          title: '업로드 순서',
          steps: [
            {
              title: 'YouTube 스튜디오 열기',
              text: "PC 브라우저에서 YouTube 스튜디오(studio.youtube.com)에 인증한 채널의 계정으로 로그인하고, 오른쪽 위 '만들기' → '동영상 업로드'를 누르세요.",
              figure: {
                id: 'desktop-studio-create',
                alt: 'YouTube 스튜디오에서 만들기 버튼을 누르자 동영상 업로드 메뉴가 열린 화면',
              },
            },
            {
              title: '파일 선택과 세부정보 입력',
              text: '편집한 영상 파일을 선택하고 제목과 설명을 입력하세요. YouTube 편집기에서 다른 음악을 추가하지 마세요. 음원은 한 곡만 사용해야 합니다.',
              figure: {
                id: 'desktop-studio-details',
                alt: '업로드 창의 세부정보 단계에서 제목과 설명을 입력하는 화면',
              },
            },
            {
              title: '공개로 게시하기',
              text: "공개 상태에서 '공개'를 선택하고 '게시'를 누르세요.",
              figure: {
                id: 'desktop-studio-publish',
                alt: '공개 상태에서 공개를 선택하고 게시 버튼을 누르는 화면',
              },
            },
          ],
        },
        {
          id: 'recognition',
          title: '업로드 후 음원 인식',
          paragraphs: [
            'PC로 올린 영상은 음원 인식에 1~3일이 걸립니다. 인식이 끝나야 수익이 집계되니 조금만 기다려 주세요.',
            '3일이 지나도 인식되지 않으면 볼륨이 11% 이상인지, 음원을 한 곡만 썼는지 확인해 주세요. 다음 영상부터는 모바일 업로드를 이용하시길 강력히 권장합니다.',
          ],
        },
      ],
      rules: [
        ...UPLOAD_RULES,
        'PC로 업로드하면 음원 인식에 1~3일이 걸립니다.',
        '업로드는 모바일로 하는 것을 강력히 권장합니다.',
      ],
    },
    aosMobileUnlock: mobileUnlock('android'),
    iosMobileUnlock: mobileUnlock('ios'),
    auths: {
      intro:
        "채널을 인증해야 그 채널의 쇼츠에서 발생한 음원 수익이 집계되고 지급됩니다. 채널 관리에서 받은 인증 코드를 채널 설명에 넣고 '인증하기'를 누르면 됩니다.",
      sections: [
        {
          id: 'why',
          title: '인증이 필요한 이유',
          paragraphs: [
            '인증되지 않은 채널은 서비스 이용과 음원 수익 지급이 중단됩니다. 채널을 등록했다면 인증까지 바로 마쳐 주세요.',
            '인증 코드는 채널 설명에 덧붙이기만 하면 되고, 채널의 다른 정보는 바뀌지 않습니다.',
          ],
        },
        {
          id: 'flow',
          title: '인증 순서',
          figure: {
            id: 'flow-verification',
            alt: '인증 코드 복사, 채널 설명에 붙여넣고 게시, 인증하기, 심사로 이어지는 네 단계 흐름도',
          },
          steps: [
            {
              title: '채널 등록하기',
              text: '채널 관리에서 채널 링크와 카테고리를 입력해 채널을 등록하세요.',
            },
            {
              title: '인증 코드 복사하기',
              text: "등록하면 인증 코드가 표시됩니다. '복사'를 눌러 코드를 복사하세요.",
            },
            {
              title: '채널 설명에 넣고 게시하기',
              text: 'YouTube에서 채널 설명에 코드를 붙여넣고 게시(저장)하세요.',
            },
            {
              title: "'인증하기' 누르기",
              text: "포털로 돌아와 '인증하기'를 누르세요. 인증은 자동으로 진행되며 창을 닫아도 계속됩니다.",
            },
            {
              title: '심사',
              text: '인증이 끝나면 심사가 진행되며 영업일 기준 1~2일이 걸립니다.',
            },
          ],
        },
        {
          id: 'status',
          title: '진행 상태 보기',
          paragraphs: ['채널 관리에서 채널마다 인증과 심사 상태를 확인할 수 있습니다.'],
          points: [
            "인증 대기: 코드를 넣고 '인증하기'를 누르기 전입니다.",
            '인증 중: 채널 설명에서 코드를 확인하고 있습니다. 창을 닫아도 계속됩니다.',
            '인증 완료: 코드가 확인되어 심사로 넘어갔습니다.',
            '심사 대기: 심사를 기다리고 있습니다(영업일 기준 1~2일).',
            '보류: 확인이 더 필요합니다. 재심사를 요청할 수 있습니다.',
            '승인: 음원 수익이 집계됩니다.',
            '거절: 승인되지 않았습니다.',
          ],
        },
        {
          id: 're-review',
          title: '보류된 채널의 재심사',
          paragraphs: [
            '심사가 보류된 채널은 채널 관리에서 재심사를 요청할 수 있습니다. 재심사 요청은 하루에 한 번 할 수 있으며, 요청 창에는 72시간 후에 다시 요청할 수 있다고 안내됩니다.',
            '요청하기 전에 채널 설명의 코드와 채널 정보를 다시 한번 확인해 주세요.',
          ],
        },
      ],
      rules: AUTH_RULES,
    },
    mobileAuth: channelAuth('mobile'),
    pcAuth: channelAuth('pc'),
  },
};
