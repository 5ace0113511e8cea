import { messagesZhCN } from '@portal/shared';
import { zhCN } from './zh-cn.messages.ts';

/** The zh-CN texts of the screens and of the server's replies: a chunk of its own (i18n.ts). */
export const resources = { translation: zhCN, api: messagesZhCN };
