import type { MeReply } from '@portal/shared';
import type { SessionAccount } from '../sessions/sessions.service.ts';

/** User data of spec §3 (member/me) from the signed-in account. */
export function presentMe({
  account,
  token,
}: SessionAccount): Omit<MeReply, 'success' | 'message'> {
  return {
    token,
    permission_flag: account.role === 'manager' ? 1 : 0,
    // Channels arrive with the channels issue; until then no account has one to verify.
    settings: { channel_verify_needed: false },
    email: account.email,
    nickname: account.nickname,
    registered_at: account.createdAt.toISOString(),
  };
}
