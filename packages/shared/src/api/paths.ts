/** Paths of the calls, relative to the API base `/api/` (spec §7 keeps its spelling). */
export const API_BASE = '/api/';

export const API_PATHS = {
  siteMeta: 'v2/mcn/meta',
  join: 'v2/mcn/join',
  login: 'member/login',
  logout: 'member/logout',
  me: 'member/me',
  accountUpdate: 'member/account/update',
  accountDelete: 'member/account/delete.account',
  externalAuth: 'member/external/auth',
  mcnAdd: 'member/mcn/add',
  mcnAccounts: 'member/mcn/accounts',
  mcnUpdate: 'member/mcn/update',
  mcnDelete: 'member/mcn/delete',
  mcnFeeHistory: 'member/mcn/fee-history',
  noticeList: 'notice/list',
  noticeDetail: 'notice/detail',
  noticeUnreadCount: 'notice/unread-count',
  operatorNoticeList: 'operator/notices/list',
  operatorNoticeCreate: 'operator/notices/create',
  operatorNoticeUpdate: 'operator/notices/update',
  operatorNoticeDelete: 'operator/notices/delete',
} as const;
