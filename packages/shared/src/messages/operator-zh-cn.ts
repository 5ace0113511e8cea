import type { OperatorMessageCatalogue } from '../messages.ts';

/** The texts only operators meet (zh-cn), apart so that no site's page carries them. */
export const operatorMessagesZhCN: OperatorMessageCatalogue = {
  two_factor_code_invalid: '验证码不正确。请输入身份验证器应用当前显示的验证码，或一个恢复码。',
  two_factor_code_reused: '此验证码已使用过。请等待身份验证器应用显示下一个验证码。',
  operator_sign_in_expired: '本次登录已过期。请重新输入邮箱和密码。',
  operator_setup_link_invalid: '此设置链接无效、已过期或已被使用。请向其他运营人员索取新链接。',
  operator_exists: '使用此邮箱的运营人员已存在。',
  operator_self_disable: '不能停用自己的账号。请让其他运营人员操作。',
  operator_token_exists: '已存在同名的运营令牌。请换一个名称，或先撤销该令牌。',
  operator_token_needs_session:
    '只有通过双重验证登录的运营人员才能创建运营令牌，令牌本身不能创建。',
  upload_not_found: '找不到此上传：它已过期、已取消，或属于其他运营人员。请从头重新上传文件。',
  upload_not_open: '此上传不再接收数据：数据已全部收到，或导入已结束。',
  upload_offset_mismatch:
    '发送的位置与服务器保存的位置不一致。请刷新列表，从服务器已收到的位置继续上传。',
  upload_past_size: '发送的数据超出了上传时声明的文件大小。未保存任何内容。',
  catalogue_refused: '未导入目录文件：请修正下列行后重新发送。',
  validation: {
    operatorPasswordLength: '运营人员密码长度为 12 到 128 个字符。',
    twoFactorCodeRequired: '请输入身份验证器应用中的验证码，或一个恢复码。',
    operatorTokenNameInvalid: '令牌名称为 1 到 64 个字母、数字或 _ . @ - 字符。',
    auditTimeInvalid: '请以日期（YYYY-MM-DD）或带时区的日期时间填写时间。',
    auditRangeInvalid: '结束时间必须晚于开始时间。',
    reviewChannelsRequired: '请至少选择一个要审核的频道。',
    reviewChannelsMax: '一次最多可审核 100 个频道。',
    uploadIdInvalid: '上传 ID 无效。',
    uploadOffsetInvalid: '上传位置（offset）必须是大于或等于 0 的整数。',
    uploadSizeInvalid: '文件大小必须是至少 1 字节的整数。',
  },
  success: {
    operatorEnrol: '请用身份验证器应用扫描二维码，然后输入其显示的验证码。',
    operatorCodeNeeded: '请输入身份验证器应用显示的验证码，或一个恢复码。',
    operatorInvited:
      '已邀请该运营人员，并已通过邮件发送设置链接。为防邮件延迟，链接也在此显示一次。',
    operatorInvitedNotEmailed:
      '已邀请该运营人员。服务器没有公开地址（PUBLIC_ORIGIN），无法通过邮件发送设置链接。请把设置令牌交给对方：它只显示这一次。',
    operatorDisabled: '已停用该运营人员并使其退出登录。',
    operatorTokenCreated: '运营令牌已创建。请立即复制：它只显示这一次。',
    operatorTokenRevoked: '运营令牌已撤销，不能再使用。',
    channelsReviewed: '已逐个保存频道的审核结果，请查看每个频道的结果。',
    siteImageFits: '此图片可以使用。',
  },
};
