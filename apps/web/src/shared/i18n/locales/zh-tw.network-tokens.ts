import type { DeepStrings } from './ko.messages.ts';
import type { networkTokensKo } from './ko.network-tokens.ts';

/** The API tokens section in Traditional Chinese (see ko.network-tokens.ts). */
export const networkTokensZhTw: DeepStrings<typeof networkTokensKo> = {
  title: 'API 權杖',
  description:
    '建立權杖後，聯播網的試算表或 BI 工具可以直接取得本網站的報表與結算單。權杖只能讀取，它屬於聯播網，而不屬於您的帳戶。',
  create: '建立權杖',
  loading: '正在載入 API 權杖',
  error: {
    title: '無法載入 API 權杖',
    retry: '重試',
  },
  empty: '還沒有權杖。有了權杖，您的工具不必登入即可讀取報表。',
  list: 'API 權杖清單',
  state: {
    active: '使用中',
    expired: '已過期',
  },
  created: '{{email}} 於 {{date}} 建立',
  createdUnknown: '於 {{date}} 建立',
  expires: '{{date}} 到期',
  expired: '已於 {{date}} 到期',
  neverExpires: '永不到期',
  lastUsed: '最近使用 {{date}}',
  neverUsed: '尚未使用',
  revoke: '撤銷',
  revokeLabel: '撤銷權杖 {{name}}',
  createModal: {
    title: '新增 API 權杖',
    name: '權杖名稱',
    nameHint: '請以使用它的工具命名，例如 Looker Studio。',
    expiry: '有效期限',
    expiryHint: '在到期前也可以隨時撤銷。',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    never: '不設期限',
    submit: '建立',
  },
  createdModal: {
    title: '請立即複製權杖',
    warning: '此權杖只會顯示這一次。請像密碼一樣妥善保管。如果遺失，請撤銷後重新建立。',
    token: 'API 權杖',
    copy: '複製',
    copied: '權杖已複製。',
    copyFailed: '無法複製。請選取權杖後手動複製。',
    usage: '您的工具向本網站位址傳送以下請求標頭即可：',
    done: '完成',
  },
  revokeModal: {
    title: '要撤銷權杖 {{name}} 嗎？',
    text: '使用此權杖的工具將立即無法讀取報表。撤銷後的權杖無法復原。',
    submit: '撤銷權杖',
  },
};
