import type { Locale } from '@portal/shared';

/**
 * Every kind of email and the values its texts take. One list: the texts below, the
 * renderer, and the test that renders each kind in each language are typed from it.
 */
export const MAIL_KINDS = {
  passwordReset: ['link', 'minutes'],
  /** To an account's owner when someone signs up with its address (docs/security.md). */
  signUpAttempt: ['link', 'resetLink'],
  welcome: ['email', 'link'],
  channelVerified: ['channel', 'link'],
  channelVerificationFailed: ['channel', 'link'],
  channelApproved: ['channel', 'link'],
  channelOnHold: ['channel', 'note', 'link'],
  channelRejected: ['channel', 'note', 'link'],
  monthClosed: ['month', 'link'],
  withdrawalApproved: ['amount', 'link'],
  withdrawalPaid: ['amount', 'paidOn', 'reference', 'link'],
  withdrawalRejected: ['amount', 'reason', 'link'],
  weeklyDigest: [
    'period',
    'views',
    'viewsChange',
    'revenue',
    'revenueChange',
    'rpm',
    'rpmChange',
    'top',
    'link',
  ],
  /** To someone invited to the operator console: from the platform, not from a site. */
  operatorInvite: ['email', 'inviter', 'hours', 'link'],
} as const;

export type MailKind = keyof typeof MAIL_KINDS;
export type MailParams<K extends MailKind> = Record<(typeof MAIL_KINDS)[K][number], string>;

/**
 * One message's words: `{name}` is replaced by the value of that name (and `{site}`,
 * `{nickname}` always). A line whose value is empty (a review without a note) is left
 * out. `action` labels the button to `{link}`; a value named `…Link` is another address,
 * a link in the HTML part. A kind sent to someone who has no account of a site yet says
 * in its own `footer` why they receive it.
 */
type KindTexts = { subject: string; lines: string[]; action: string; footer?: string };

export type MailCatalogue = {
  greeting: string;
  footer: string;
  /** Labels the link to the unsubscribe page, under a kind the reader may turn off. */
  unsubscribe: string;
  kinds: Record<MailKind, KindTexts>;
};

export const MAIL_TEXTS: Record<Locale, MailCatalogue> = {
  en: {
    greeting: 'Hello {nickname},',
    footer: 'You receive this email because you have an account at {site}.',
    unsubscribe: 'Stop emails like this one',
    kinds: {
      passwordReset: {
        subject: 'Reset your password at {site}',
        lines: [
          'Someone asked to reset the password of your account at {site}. The link below works once, for {minutes} minutes.',
          'If it was not you, ignore this email: your password stays as it is.',
        ],
        action: 'Choose a new password',
      },
      signUpAttempt: {
        subject: 'Someone tried to sign up to {site} with your address',
        lines: [
          'Someone (perhaps you) tried to sign up to {site} with this address. You already have an account.',
          'Sign in with the button below, or, if you forgot your password, reset it here: {resetLink}',
          'If it was not you, you can ignore this email: nobody can sign in without your password.',
        ],
        action: 'Sign in',
      },
      welcome: {
        subject: 'Welcome to {site}',
        lines: [
          "The network's manager has made you an account at {site}.",
          'Sign in with your email {email} and the password the manager gives you; you can change it in your account settings.',
        ],
        action: 'Sign in',
      },
      channelVerified: {
        subject: 'Your channel {channel} is verified',
        lines: ['We found the verification code on {channel}: the channel is verified.'],
        action: 'See your channels',
      },
      channelVerificationFailed: {
        subject: 'We could not verify {channel}',
        lines: [
          'We did not find the verification code on {channel}. Check that the code is in the channel description and try again.',
        ],
        action: 'See your channels',
      },
      channelApproved: {
        subject: 'Your channel {channel} is approved',
        lines: ['The network has approved {channel}.'],
        action: 'See your channels',
      },
      channelOnHold: {
        subject: 'Your channel {channel} is on hold',
        lines: [
          'The network has put {channel} on hold.',
          'Note from the network: {note}',
          'You can ask for a new review from the channel page.',
        ],
        action: 'See your channels',
      },
      channelRejected: {
        subject: 'Your channel {channel} was rejected',
        lines: ['The network has rejected {channel}.', 'Note from the network: {note}'],
        action: 'See your channels',
      },
      monthClosed: {
        subject: 'Your statement for {month} is ready',
        lines: ['{month} is closed and your statement is ready.'],
        action: 'See your statement',
      },
      withdrawalApproved: {
        subject: 'Your withdrawal of {amount} is approved',
        lines: ['Your withdrawal request of {amount} is approved; the payment follows.'],
        action: 'See your earnings',
      },
      withdrawalPaid: {
        subject: 'Your withdrawal of {amount} was paid',
        lines: ['{amount} was paid on {paidOn}.', 'Payment reference: {reference}'],
        action: 'See your earnings',
      },
      withdrawalRejected: {
        subject: 'Your withdrawal of {amount} was rejected',
        lines: [
          'Your withdrawal request of {amount} was rejected and the amount is back in your balance.',
          'Reason: {reason}',
        ],
        action: 'See your earnings',
      },
      weeklyDigest: {
        subject: 'Your week at {site}: {views} views',
        lines: [
          'Your Shorts from {period}, against the 7 days before:',
          'Views: {views} ({viewsChange})',
          'Revenue: {revenue} ({revenueChange})',
          'RPM: {rpm} ({rpmChange})',
          'The three best Shorts: {top}',
        ],
        action: 'Open your dashboard',
      },
      operatorInvite: {
        subject: '{site}: you are invited to the operator console',
        lines: [
          'You are invited to join {site}, the people who run the platform, with the address {email}.',
          'Invited by: {inviter}',
          "The operator console is where the platform is run: creating networks, reviewing channels, importing revenue and the music catalogue, writing notices and reading every network's audit log.",
          'The link below sets your password, then two-factor sign-in with an authenticator app. It works once, for {hours} hours.',
          'If you did not expect this invitation, ignore this email: without the link nobody can use it.',
        ],
        action: 'Set up your operator account',
        footer: 'You receive this email because an operator of {site} invited {email}.',
      },
    },
  },
  ko: {
    greeting: '{nickname}님, 안녕하세요.',
    footer: '{site} 계정이 있어 이 메일을 보내 드립니다.',
    unsubscribe: '이런 메일 그만 받기',
    kinds: {
      passwordReset: {
        subject: '{site} 비밀번호 재설정',
        lines: [
          '{site} 계정의 비밀번호 재설정을 요청하셨습니다. 아래 링크는 {minutes}분 동안 한 번만 사용할 수 있습니다.',
          '요청하지 않으셨다면 이 메일을 무시해 주세요. 비밀번호는 바뀌지 않습니다.',
        ],
        action: '새 비밀번호 설정',
      },
      signUpAttempt: {
        subject: '누군가 이 주소로 {site}에 가입하려고 했습니다',
        lines: [
          '누군가(본인일 수도 있습니다) 이 주소로 {site}에 가입하려고 했습니다. 이 주소로 이미 계정이 있습니다.',
          '아래 버튼으로 로그인하세요. 비밀번호가 기억나지 않으면 여기에서 재설정할 수 있습니다: {resetLink}',
          '본인이 아니라면 이 메일을 무시하셔도 됩니다. 비밀번호 없이는 누구도 로그인할 수 없습니다.',
        ],
        action: '로그인',
      },
      welcome: {
        subject: '{site}에 오신 것을 환영합니다',
        lines: [
          '네트워크 관리자가 {site} 계정을 만들었습니다.',
          '이메일 {email}과 관리자가 알려 드리는 비밀번호로 로그인하세요. 비밀번호는 계정 설정에서 바꿀 수 있습니다.',
        ],
        action: '로그인',
      },
      channelVerified: {
        subject: '{channel} 채널 인증이 완료되었습니다',
        lines: ['{channel} 채널에서 인증 코드를 확인했습니다. 채널 인증이 완료되었습니다.'],
        action: '채널 보기',
      },
      channelVerificationFailed: {
        subject: '{channel} 채널을 인증하지 못했습니다',
        lines: [
          '{channel} 채널에서 인증 코드를 찾지 못했습니다. 채널 설명에 코드가 있는지 확인한 뒤 다시 시도해 주세요.',
        ],
        action: '채널 보기',
      },
      channelApproved: {
        subject: '{channel} 채널이 승인되었습니다',
        lines: ['네트워크가 {channel} 채널을 승인했습니다.'],
        action: '채널 보기',
      },
      channelOnHold: {
        subject: '{channel} 채널이 보류되었습니다',
        lines: [
          '네트워크가 {channel} 채널을 보류했습니다.',
          '네트워크 메모: {note}',
          '채널 페이지에서 재검토를 요청할 수 있습니다.',
        ],
        action: '채널 보기',
      },
      channelRejected: {
        subject: '{channel} 채널이 거절되었습니다',
        lines: ['네트워크가 {channel} 채널을 거절했습니다.', '네트워크 메모: {note}'],
        action: '채널 보기',
      },
      monthClosed: {
        subject: '{month} 정산서가 준비되었습니다',
        lines: ['{month} 정산이 마감되어 정산서가 준비되었습니다.'],
        action: '정산서 보기',
      },
      withdrawalApproved: {
        subject: '{amount} 출금 요청이 승인되었습니다',
        lines: ['{amount} 출금 요청이 승인되었습니다. 곧 지급됩니다.'],
        action: '수익 보기',
      },
      withdrawalPaid: {
        subject: '{amount} 출금액이 지급되었습니다',
        lines: ['{paidOn}에 {amount}이(가) 지급되었습니다.', '지급 참조 번호: {reference}'],
        action: '수익 보기',
      },
      withdrawalRejected: {
        subject: '{amount} 출금 요청이 거절되었습니다',
        lines: ['{amount} 출금 요청이 거절되어 금액이 잔액으로 돌아갔습니다.', '사유: {reason}'],
        action: '수익 보기',
      },
      weeklyDigest: {
        subject: '{site} 주간 리포트: 조회수 {views}',
        lines: [
          '{period}의 Shorts 실적입니다(직전 7일 대비).',
          '조회수: {views} ({viewsChange})',
          '수익: {revenue} ({revenueChange})',
          'RPM(1,000회당 수익): {rpm} ({rpmChange})',
          '가장 좋은 Shorts 3개: {top}',
        ],
        action: '대시보드 열기',
      },
      operatorInvite: {
        subject: '{site} 운영 콘솔에 초대되었습니다',
        lines: [
          '플랫폼을 운영하는 {site}에 {email} 주소로 초대되었습니다.',
          '초대한 사람: {inviter}',
          '운영 콘솔에서는 네트워크를 만들고, 채널을 검토하고, 수익 데이터와 음원 카탈로그를 가져오고, 공지를 쓰고, 모든 네트워크의 감사 로그를 확인합니다.',
          '아래 링크에서 비밀번호를 정한 뒤 인증 앱으로 2단계 인증을 설정해 주세요. 링크는 {hours}시간 동안 한 번만 사용할 수 있습니다.',
          '초대받을 일이 없으셨다면 이 메일을 무시해 주세요. 링크가 없으면 누구도 이 초대를 쓸 수 없습니다.',
        ],
        action: '운영자 계정 설정',
        footer: '{site}의 운영자가 {email} 주소를 초대하여 이 메일을 보내 드립니다.',
      },
    },
  },
  'zh-CN': {
    greeting: '{nickname}，您好：',
    footer: '您在 {site} 有账户，因此收到此邮件。',
    unsubscribe: '不再接收此类邮件',
    kinds: {
      passwordReset: {
        subject: '重置您在 {site} 的密码',
        lines: [
          '有人请求重置您在 {site} 的账户密码。下面的链接只能使用一次，{minutes} 分钟内有效。',
          '如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
        ],
        action: '设置新密码',
      },
      signUpAttempt: {
        subject: '有人尝试用您的邮箱注册 {site}',
        lines: [
          '有人（也许是您本人）尝试用此邮箱注册 {site}。您已经有账户了。',
          '请点击下面的按钮登录；如果忘记了密码，可以在这里重置：{resetLink}',
          '如果不是您本人操作，可以忽略此邮件：没有您的密码，任何人都无法登录。',
        ],
        action: '登录',
      },
      welcome: {
        subject: '欢迎加入 {site}',
        lines: [
          '网络管理员已为您在 {site} 创建了账户。',
          '请使用邮箱 {email} 和管理员告知的密码登录；您可以在账户设置中修改密码。',
        ],
        action: '登录',
      },
      channelVerified: {
        subject: '您的频道 {channel} 已通过验证',
        lines: ['我们在 {channel} 上找到了验证码：频道已通过验证。'],
        action: '查看频道',
      },
      channelVerificationFailed: {
        subject: '无法验证 {channel}',
        lines: ['我们没有在 {channel} 上找到验证码。请确认验证码在频道简介中，然后重试。'],
        action: '查看频道',
      },
      channelApproved: {
        subject: '您的频道 {channel} 已获批准',
        lines: ['网络已批准 {channel}。'],
        action: '查看频道',
      },
      channelOnHold: {
        subject: '您的频道 {channel} 已被搁置',
        lines: ['网络已将 {channel} 搁置。', '网络备注：{note}', '您可以在频道页面申请重新审核。'],
        action: '查看频道',
      },
      channelRejected: {
        subject: '您的频道 {channel} 已被拒绝',
        lines: ['网络已拒绝 {channel}。', '网络备注：{note}'],
        action: '查看频道',
      },
      monthClosed: {
        subject: '您 {month} 的结算单已生成',
        lines: ['{month} 已结算，您的结算单已生成。'],
        action: '查看结算单',
      },
      withdrawalApproved: {
        subject: '您的 {amount} 提现已获批准',
        lines: ['您的 {amount} 提现申请已获批准，款项将随后支付。'],
        action: '查看收益',
      },
      withdrawalPaid: {
        subject: '您的 {amount} 提现已支付',
        lines: ['{amount} 已于 {paidOn} 支付。', '付款参考号：{reference}'],
        action: '查看收益',
      },
      withdrawalRejected: {
        subject: '您的 {amount} 提现已被拒绝',
        lines: ['您的 {amount} 提现申请已被拒绝，金额已退回余额。', '原因：{reason}'],
        action: '查看收益',
      },
      weeklyDigest: {
        subject: '{site} 每周报告：{views} 次观看',
        lines: [
          '{period} 的 Shorts 数据（与前 7 天相比）：',
          '观看次数：{views}（{viewsChange}）',
          '收入：{revenue}（{revenueChange}）',
          'RPM（每千次观看收入）：{rpm}（{rpmChange}）',
          '表现最好的三个 Shorts：{top}',
        ],
        action: '打开仪表板',
      },
      operatorInvite: {
        subject: '{site}：您已受邀使用运营控制台',
        lines: [
          '您已受邀以 {email} 加入负责运营平台的 {site}。',
          '邀请人：{inviter}',
          '运营控制台是运营平台的地方：创建网络、审核频道、导入收益数据和音乐曲库、发布公告，以及查看所有网络的审计日志。',
          '通过下面的链接设置密码，然后使用身份验证器应用设置双重验证。链接只能使用一次，{hours} 小时内有效。',
          '如果您没有预料到此邀请，请忽略此邮件：没有链接，任何人都无法使用此邀请。',
        ],
        action: '设置运营账户',
        footer: '{site} 的运营人员邀请了 {email}，因此您收到此邮件。',
      },
    },
  },
  'zh-TW': {
    greeting: '{nickname}，您好：',
    footer: '您在 {site} 有帳戶，因此收到此郵件。',
    unsubscribe: '不再接收此類郵件',
    kinds: {
      passwordReset: {
        subject: '重設您在 {site} 的密碼',
        lines: [
          '有人請求重設您在 {site} 的帳戶密碼。下方連結只能使用一次，{minutes} 分鐘內有效。',
          '如果不是您本人操作，請忽略此郵件，您的密碼不會變更。',
        ],
        action: '設定新密碼',
      },
      signUpAttempt: {
        subject: '有人嘗試用您的電子郵件註冊 {site}',
        lines: [
          '有人（也許是您本人）嘗試用此電子郵件註冊 {site}。您已經有帳戶了。',
          '請點選下方按鈕登入；如果忘記密碼，可以在這裡重設：{resetLink}',
          '如果不是您本人操作，可以忽略此郵件：沒有您的密碼，任何人都無法登入。',
        ],
        action: '登入',
      },
      welcome: {
        subject: '歡迎加入 {site}',
        lines: [
          '網路管理員已為您在 {site} 建立帳戶。',
          '請使用電子郵件 {email} 和管理員告知的密碼登入；您可以在帳戶設定中變更密碼。',
        ],
        action: '登入',
      },
      channelVerified: {
        subject: '您的頻道 {channel} 已通過驗證',
        lines: ['我們在 {channel} 上找到了驗證碼：頻道已通過驗證。'],
        action: '查看頻道',
      },
      channelVerificationFailed: {
        subject: '無法驗證 {channel}',
        lines: ['我們沒有在 {channel} 上找到驗證碼。請確認驗證碼在頻道說明中，然後再試一次。'],
        action: '查看頻道',
      },
      channelApproved: {
        subject: '您的頻道 {channel} 已獲核准',
        lines: ['網路已核准 {channel}。'],
        action: '查看頻道',
      },
      channelOnHold: {
        subject: '您的頻道 {channel} 已被暫緩',
        lines: ['網路已將 {channel} 暫緩。', '網路備註：{note}', '您可以在頻道頁面申請重新審核。'],
        action: '查看頻道',
      },
      channelRejected: {
        subject: '您的頻道 {channel} 已被拒絕',
        lines: ['網路已拒絕 {channel}。', '網路備註：{note}'],
        action: '查看頻道',
      },
      monthClosed: {
        subject: '您 {month} 的結算單已產生',
        lines: ['{month} 已結算，您的結算單已產生。'],
        action: '查看結算單',
      },
      withdrawalApproved: {
        subject: '您的 {amount} 提領已獲核准',
        lines: ['您的 {amount} 提領申請已獲核准，款項將隨後支付。'],
        action: '查看收益',
      },
      withdrawalPaid: {
        subject: '您的 {amount} 提領已支付',
        lines: ['{amount} 已於 {paidOn} 支付。', '付款參考號：{reference}'],
        action: '查看收益',
      },
      withdrawalRejected: {
        subject: '您的 {amount} 提領已被拒絕',
        lines: ['您的 {amount} 提領申請已被拒絕，金額已退回餘額。', '原因：{reason}'],
        action: '查看收益',
      },
      weeklyDigest: {
        subject: '{site} 每週報告：{views} 次觀看',
        lines: [
          '{period} 的 Shorts 數據（與前 7 天相比）：',
          '觀看次數：{views}（{viewsChange}）',
          '收益：{revenue}（{revenueChange}）',
          'RPM（每千次觀看收益）：{rpm}（{rpmChange}）',
          '表現最好的三部 Shorts：{top}',
        ],
        action: '開啟資訊主頁',
      },
      operatorInvite: {
        subject: '{site}：您已受邀使用營運控制台',
        lines: [
          '您已受邀以 {email} 加入負責營運平台的 {site}。',
          '邀請人：{inviter}',
          '營運控制台是營運平台的地方：建立網路、審核頻道、匯入收益資料與音樂曲庫、發布公告，以及查看所有網路的稽核記錄。',
          '請透過下方連結設定密碼，再用驗證器應用程式設定雙重驗證。連結只能使用一次，{hours} 小時內有效。',
          '如果您並未預期收到此邀請，請忽略此郵件：沒有連結，任何人都無法使用此邀請。',
        ],
        action: '設定營運帳戶',
        footer: '{site} 的營運人員邀請了 {email}，因此您收到此郵件。',
      },
    },
  },
};
