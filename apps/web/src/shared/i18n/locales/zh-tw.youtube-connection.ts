import type { DeepStrings } from './ko.messages.ts';
import type { youtubeConnectionKo } from './ko.youtube-connection.ts';

/** The YouTube connection screen in Traditional Chinese (see ko.youtube-connection.ts). */
export const youtubeConnectionZhTw: DeepStrings<typeof youtubeConnectionKo> = {
  title: 'YouTube 連結',
  description: '只要連結一次聯播網的 YouTube 內容擁有者帳號，報表就會每天自動送達。',
  loading: '正在載入 YouTube 連結資訊',
  error: {
    title: '無法載入 YouTube 連結資訊',
    retry: '重試',
  },
  managersOnly: {
    title: '此頁面僅限管理員使用',
    text: 'YouTube 連結僅能由 MCN 管理員帳號管理。如需權限，請聯絡您所屬的 MCN。',
  },
  notConfigured: {
    title: '目前還無法連結 YouTube',
    text: '此伺服器尚未設定 Google OAuth 用戶端。平台營運方設定好 Google 用戶端後，即可在此連結。在此之前，報表檔案由營運方匯入。',
  },
  connect: {
    title: '連結 YouTube 內容擁有者帳號',
    pointDaily: '連結後，觀看次數、收益和版權聲明報表每天自動送達，不必再下載和上傳檔案。',
    pointReadOnly: '只向 Google 要求讀取報表的權限，不會要求變更頻道或影片的權限。',
    pointEncrypted: '用來維持連結的更新權杖會加密儲存，絕不會傳送到瀏覽器。',
    pointDisconnect: '您可以隨時中斷連結，中斷後會撤銷 Google 存取權限。',
    ownerLabel: '內容擁有者 ID',
    ownerHint: 'YouTube 工作室內容管理工具網址中 o= 後面的 ID。',
    submit: '使用 Google 連結',
  },
  outcome: {
    failedTitle: '無法連結 YouTube',
  },
  callback: {
    title: '正在連結 YouTube',
    working: '正在完成 Google 傳回的連結。',
  },
  status: {
    title: '連結資訊',
    connected: '已連結',
    needsReconnect: '需要重新連結',
    contentOwner: '內容擁有者',
    connectedBy: '連結者',
    connectedByValue: '{{nickname}}（{{email}}）',
    connectedByUnknown: '已刪除的帳號',
    connectedAt: '連結時間',
    lastFetch: '上次檢查',
    completeUpTo: '資料完整至',
    completeUpToHint: '截至此日期的每一天，觀看次數和收益都已到齊。',
    lastReport: '最近取得的報表',
    lastReportValue: '{{type}} · {{day}}',
    quota: '今日已用 Data API 配額',
    quotaValue_one: '{{value}} 單位',
    quotaValue_other: '{{value}} 單位',
    lastProblem: '最近的問題',
    notYet: '尚無',
    fetching: '正在 YouTube 上尋找新報表。',
    fetchNow: '立即取得',
    reconnect: '重新連結',
    disconnect: '中斷連結',
  },
  needsReconnect: {
    title: '需要重新連結',
    text: 'Google 不再接受已儲存的連結，因此目前無法取得報表。可能是權限已遭撤銷或過期，或帳號密碼已變更。重新連結後，會從中斷處繼續取得。',
  },
  problems: {
    grant_refused: 'Google 拒絕了已儲存的權限。請重新連結。',
    owner_forbidden: 'YouTube 拒絕存取此內容擁有者。請檢查所連結 Google 帳號的權限。',
    unavailable: '無法連上 YouTube，或要求受到限制。稍後會自動重試。',
    bad_reply: 'YouTube 的回應與預期不符。下次檢查時會重試。',
  },
  alarms: {
    title: '需要您處理',
    needs_reconnect: 'Google 拒絕了此連結，因此無法取得報表。請重新連結。',
    no_new_report: '已超過 {{hours}} 小時沒有收到 YouTube 的新報表。',
    expiring_unfetched:
      'YouTube 於 {{day}} 產生的報表尚未取得。YouTube 只在產生報表後保留 {{keepDays}} 天（連接前各日的報表保留 {{historyDays}} 天），此報表將在 {{days}} 天內消失。',
    expiring_unfetchedNoDay:
      '有一份報表尚未取得。YouTube 只在產生報表後保留 {{keepDays}} 天（連接前各日的報表保留 {{historyDays}} 天），此報表將在 {{days}} 天內消失。',
    deprecated_type: 'YouTube 已停用 {{type}} 報表類型。此類型的工作約三個月後將停止產生報表。',
    deprecated_typeNoType: 'YouTube 已停用一種報表類型。此類型的工作約三個月後將停止產生報表。',
  },
  jobs: {
    title: '報表工作',
    empty: '尚無報表工作。下次檢查時會建立。',
    systemManaged: '由 YouTube 管理',
    state: {
      active: '運作中',
      deprecated: '已停用',
      missing: '缺少',
    },
  },
  reportTypes: {
    views: '觀看次數',
    revenue: '收益',
    claims: '版權聲明',
  },
  reports: {
    title: '最近的報表',
    type: '類型',
    day: '日期',
    created: 'YouTube 產生時間',
    state: '狀態',
    rows: '列數',
    fetched: '取得時間',
    emptyTitle: '尚未收到報表',
    emptyText: 'YouTube 會在建立工作後 24 小時內產生第一份報表，並一併產生之前約 30 天的報表。',
    states: {
      imported: '已匯入',
      superseded: '已由較新的報表取代',
      missed: '已錯過（YouTube 上已不存在）',
      failed: '失敗',
    },
  },
  disconnect: {
    title: '中斷 YouTube 連結',
    intro: '將中斷內容擁有者 {{owner}} 的連結。',
    revoked: '授予 Google 的存取權限將被撤銷。',
    stops: '將不再自動取得新報表。',
    kept: '已匯入的數據會保留，您可以隨時重新連結。',
    submit: '中斷連結',
  },
};
