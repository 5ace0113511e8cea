import type { DeepStrings } from './ko.messages.ts';
import type { mailPreferencesKo } from './ko.mail-preferences.ts';

/** The email choices and the unsubscribe page in Simplified Chinese (see ko.mail-preferences.ts). */
export const mailPreferencesZhCn: DeepStrings<typeof mailPreferencesKo> = {
  title: '邮件通知',
  description: '选择您想接收的邮件。更改会立即保存。密码重置邮件和欢迎邮件始终会发送。',
  loading: '正在加载邮件设置',
  error: {
    title: '无法加载邮件设置',
    retry: '重试',
  },
  list: '接收的邮件',
  kinds: {
    weeklyDigest: '每周报告（周一早上）',
    channelVerified: '频道已验证',
    channelVerificationFailed: '频道验证失败',
    channelApproved: '频道已批准',
    channelOnHold: '频道被暂缓',
    channelRejected: '频道被拒绝',
    monthClosed: '月度对账单已生成',
    withdrawalApproved: '提现已批准',
    withdrawalPaid: '提现已支付',
    withdrawalRejected: '提现被拒绝',
  },
  unsubscribe: {
    title: '退订邮件',
    explain: '如不想再收到“{{kind}}”邮件，请点击下面的按钮。其他邮件照常接收。',
    submit: '退订',
    again: '您可以随时在账户设置的“邮件通知”中重新开启。',
    toSettings: '前往账户设置',
  },
};
