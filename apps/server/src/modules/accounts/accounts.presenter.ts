import type { MeReply } from '@portal/shared';
import type { SessionAccount } from '../sessions/sessions.service.ts';

/** User data of docs/product.md §4.3 (member/me) from the signed-in account. */
export function presentMe(
  { account, token }: SessionAccount,
  channelVerifyNeeded: boolean,
): Omit<MeReply, 'success' | 'message'> {
  return {
    token,
    permission_flag: account.role === 'manager' ? 1 : 0,
    // True while a channel the account sees is unverified: its service use and audio
    // revenue payment are suspended until it is (docs/product.md §5.9).
    settings: { channel_verify_needed: channelVerifyNeeded },
    email: account.email,
    nickname: account.nickname,
    registered_at: account.createdAt.toISOString(),
  };
}
