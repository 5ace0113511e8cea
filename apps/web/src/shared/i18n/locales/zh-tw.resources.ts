import { messagesZhTW } from '@portal/shared';
import { zhTW } from './zh-tw.messages.ts';

/** The zh-TW texts of the screens and of the server's replies: a chunk of its own (i18n.ts). */
export const resources = { translation: zhTW, api: messagesZhTW };
