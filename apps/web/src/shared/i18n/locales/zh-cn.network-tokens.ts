import type { DeepStrings } from './ko.messages.ts';
import type { networkTokensKo } from './ko.network-tokens.ts';

/** The API tokens section in Simplified Chinese (see ko.network-tokens.ts). */
export const networkTokensZhCn: DeepStrings<typeof networkTokensKo> = {
  title: 'API 令牌',
  description:
    '创建令牌后，网络的电子表格或 BI 工具可以直接获取本站点的报表和结算单。令牌只能读取，它属于网络，而不属于您的账户。',
  create: '创建令牌',
  loading: '正在加载 API 令牌',
  error: {
    title: '无法加载 API 令牌',
    retry: '重试',
  },
  empty: '还没有令牌。有了令牌，您的工具无需登录即可读取报表。',
  list: 'API 令牌列表',
  state: {
    active: '使用中',
    expired: '已过期',
  },
  created: '{{email}} 于 {{date}} 创建',
  createdUnknown: '于 {{date}} 创建',
  expires: '{{date}} 过期',
  expired: '已于 {{date}} 过期',
  neverExpires: '永不过期',
  lastUsed: '最近使用 {{date}}',
  neverUsed: '尚未使用',
  revoke: '撤销',
  revokeLabel: '撤销令牌 {{name}}',
  createModal: {
    title: '新建 API 令牌',
    name: '令牌名称',
    nameHint: '请以使用它的工具命名，例如 Looker Studio。',
    expiry: '有效期',
    expiryHint: '在过期前也可以随时撤销。',
    days_one: '{{count}} 天',
    days_other: '{{count}} 天',
    never: '不设有效期',
    submit: '创建',
  },
  createdModal: {
    title: '请立即复制令牌',
    warning: '此令牌只显示这一次。请像密码一样妥善保管。如果丢失，请撤销后重新创建。',
    token: 'API 令牌',
    copy: '复制',
    copied: '令牌已复制。',
    copyFailed: '无法复制。请选中令牌后手动复制。',
    usage: '您的工具向本站点地址发送以下请求头即可：',
    done: '完成',
  },
  revokeModal: {
    title: '要撤销令牌 {{name}} 吗？',
    text: '使用此令牌的工具将立即无法读取报表。撤销后的令牌无法恢复。',
    submit: '撤销令牌',
  },
};
