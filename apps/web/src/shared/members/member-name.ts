/** How a member is named in dialogs and selects: "nickname (email)". */
export function memberName(member: { user_id: string; nickname: string }): string {
  return `${member.nickname} (${member.user_id})`;
}
