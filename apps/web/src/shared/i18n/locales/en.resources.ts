import { messagesEn } from '@portal/shared';
import { en } from './en.messages.ts';

/** The en texts of the screens and of the server's replies: a chunk of its own (i18n.ts). */
export const resources = { translation: en, api: messagesEn };
