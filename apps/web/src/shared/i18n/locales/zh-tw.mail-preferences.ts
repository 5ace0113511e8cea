import type { DeepStrings } from './ko.messages.ts';
import type { mailPreferencesKo } from './ko.mail-preferences.ts';

/** The email choices and the unsubscribe page in Traditional Chinese (see ko.mail-preferences.ts). */
export const mailPreferencesZhTw: DeepStrings<typeof mailPreferencesKo> = {
  title: '郵件通知',
  description: '選擇您想接收的郵件。變更會立即儲存。密碼重設郵件與歡迎郵件一律會寄送。',
  loading: '正在載入郵件設定',
  error: {
    title: '無法載入郵件設定',
    retry: '重試',
  },
  list: '接收的郵件',
  kinds: {
    weeklyDigest: '每週報告（週一早上）',
    channelVerified: '頻道已驗證',
    channelVerificationFailed: '頻道驗證失敗',
    channelApproved: '頻道已核准',
    channelOnHold: '頻道被暫緩',
    channelRejected: '頻道被拒絕',
    monthClosed: '月結單已產生',
    withdrawalApproved: '提領已核准',
    withdrawalPaid: '提領已支付',
    withdrawalRejected: '提領被拒絕',
  },
  unsubscribe: {
    title: '取消訂閱郵件',
    explain: '如不想再收到「{{kind}}」郵件，請按下方按鈕。其他郵件照常接收。',
    submit: '取消訂閱',
    again: '您可以隨時在帳戶設定的「郵件通知」中重新開啟。',
    toSettings: '前往帳戶設定',
  },
};
