import type { DeepStrings } from './ko.messages.ts';
import type { youtubeConnectionKo } from './ko.youtube-connection.ts';

/** The YouTube connection screen in Simplified Chinese (see ko.youtube-connection.ts). */
export const youtubeConnectionZhCn: DeepStrings<typeof youtubeConnectionKo> = {
  title: 'YouTube 连接',
  description: '只需连接一次网络的 YouTube 内容所有者账号，报告便会每天自动到达。',
  loading: '正在加载 YouTube 连接信息',
  error: {
    title: '无法加载 YouTube 连接信息',
    retry: '重试',
  },
  managersOnly: {
    title: '此页面仅限管理员使用',
    text: 'YouTube 连接仅可由 MCN 管理员账号管理。如需使用，请联系您所属的 MCN。',
  },
  notConfigured: {
    title: '暂时无法连接 YouTube',
    text: '此服务器尚未设置 Google OAuth 客户端。平台运营方设置好 Google 客户端后，即可在此连接。在此之前，报告文件由运营方导入。',
  },
  connect: {
    title: '连接 YouTube 内容所有者账号',
    pointDaily: '连接后，观看次数、收益和版权主张报告每天自动到达，无需下载和上传文件。',
    pointReadOnly: '只向 Google 申请读取报告的权限，不会申请更改频道或视频的权限。',
    pointEncrypted: '用于保持连接的刷新令牌会加密保存，绝不会发送到浏览器。',
    pointDisconnect: '可随时断开连接，断开后将撤销 Google 访问权限。',
    ownerLabel: '内容所有者 ID',
    ownerHint: 'YouTube 工作室内容管理器网址中 o= 后面的 ID。',
    submit: '使用 Google 连接',
  },
  outcome: {
    failedTitle: '无法连接 YouTube',
  },
  callback: {
    title: '正在连接 YouTube',
    working: '正在完成 Google 返回的连接。',
  },
  status: {
    title: '连接信息',
    connected: '已连接',
    needsReconnect: '需要重新连接',
    contentOwner: '内容所有者',
    connectedBy: '连接人',
    connectedByValue: '{{nickname}}（{{email}}）',
    connectedByUnknown: '已删除的账号',
    connectedAt: '连接时间',
    lastFetch: '上次检查',
    completeUpTo: '数据完整至',
    completeUpToHint: '截至此日期的每一天，观看次数和收益都已到齐。',
    lastReport: '最近获取的报告',
    lastReportValue: '{{type}} · {{day}}',
    quota: '今日已用 Data API 配额',
    quotaValue_one: '{{value}} 单位',
    quotaValue_other: '{{value}} 单位',
    lastProblem: '最近的问题',
    notYet: '暂无',
    fetching: '正在 YouTube 上查找新报告。',
    fetchNow: '立即获取',
    reconnect: '重新连接',
    disconnect: '断开连接',
  },
  needsReconnect: {
    title: '需要重新连接',
    text: 'Google 不再接受已保存的连接，因此目前无法获取报告。可能是权限已被撤销或过期，或账号密码已更改。重新连接后，将从中断处继续获取。',
  },
  problems: {
    grant_refused: 'Google 拒绝了已保存的权限。请重新连接。',
    owner_forbidden: 'YouTube 拒绝访问此内容所有者。请检查所连接 Google 账号的权限。',
    unavailable: '无法连接 YouTube，或请求受到限制。稍后会自动重试。',
    bad_reply: 'YouTube 的回复与预期不符。下次检查时会重试。',
  },
  alarms: {
    title: '需要您处理',
    needs_reconnect: 'Google 拒绝了此连接，因此无法获取报告。请重新连接。',
    no_new_report: '已超过 {{hours}} 小时没有收到 YouTube 的新报告。',
    expiring_unfetched:
      'YouTube 于 {{day}} 生成的报告尚未获取。YouTube 仅在生成报告后保留 {{keepDays}} 天（连接前各日的报告保留 {{historyDays}} 天），此报告将在 {{days}} 天内消失。',
    expiring_unfetchedNoDay:
      '有一份报告尚未获取。YouTube 仅在生成报告后保留 {{keepDays}} 天（连接前各日的报告保留 {{historyDays}} 天），此报告将在 {{days}} 天内消失。',
    deprecated_type: 'YouTube 已弃用 {{type}} 报告类型。该类型的作业约三个月后将停止生成报告。',
    deprecated_typeNoType: 'YouTube 已弃用一种报告类型。该类型的作业约三个月后将停止生成报告。',
  },
  jobs: {
    title: '报告作业',
    empty: '尚无报告作业。下次检查时会创建。',
    systemManaged: '由 YouTube 管理',
    state: {
      active: '运行中',
      deprecated: '已弃用',
      missing: '缺失',
    },
  },
  reportTypes: {
    views: '观看次数',
    revenue: '收益',
    claims: '版权主张',
  },
  reports: {
    title: '最近的报告',
    type: '类型',
    day: '日期',
    created: 'YouTube 生成时间',
    state: '状态',
    rows: '行数',
    fetched: '获取时间',
    emptyTitle: '尚未收到报告',
    emptyText: 'YouTube 会在创建作业后 24 小时内生成第一份报告，并同时生成之前约 30 天的报告。',
    states: {
      imported: '已导入',
      superseded: '已被更新的报告取代',
      missed: '已错过（YouTube 上已不存在）',
      failed: '失败',
    },
  },
  disconnect: {
    title: '断开 YouTube 连接',
    intro: '将断开内容所有者 {{owner}} 的连接。',
    revoked: '授予 Google 的访问权限将被撤销。',
    stops: '将不再自动获取新报告。',
    kept: '已导入的数据会保留，您可以随时重新连接。',
    submit: '断开连接',
  },
};
