import type { OperatorMessageCatalogue } from '../messages.ts';

/** The texts only operators meet (zh-tw), apart so that no site's page carries them. */
export const operatorMessagesZhTW: OperatorMessageCatalogue = {
  two_factor_code_invalid: '驗證碼不正確。請輸入驗證器應用程式目前顯示的驗證碼，或一組復原碼。',
  two_factor_code_reused: '此驗證碼已使用過。請等待驗證器應用程式顯示下一組驗證碼。',
  operator_sign_in_expired: '本次登入已過期。請重新輸入電子郵件和密碼。',
  operator_setup_link_invalid: '此設定連結無效、已過期或已被使用。請向其他營運人員索取新連結。',
  operator_exists: '使用此電子郵件的營運人員已存在。',
  operator_self_disable: '無法停用自己的帳號。請由其他營運人員操作。',
  operator_token_exists: '已有同名的營運權杖。請換個名稱，或先撤銷該權杖。',
  operator_token_needs_session: '只有以雙重驗證登入的營運人員才能建立營運權杖，權杖本身無法建立。',
  upload_not_found: '找不到此上傳：它已過期、已取消，或屬於其他營運人員。請從頭重新上傳檔案。',
  upload_not_open: '此上傳不再接收資料：資料已全部收到，或匯入已結束。',
  upload_offset_mismatch:
    '傳送的位置與伺服器儲存的位置不一致。請重新整理清單，從伺服器已收到的位置繼續上傳。',
  upload_past_size: '傳送的資料超出了上傳時宣告的檔案大小。未儲存任何內容。',
  catalogue_refused: '未匯入目錄檔案：請修正下列各列後重新傳送。',
  validation: {
    operatorPasswordLength: '營運人員密碼長度為 12 到 128 個字元。',
    twoFactorCodeRequired: '請輸入驗證器應用程式中的驗證碼，或一組復原碼。',
    operatorTokenNameInvalid: '權杖名稱為 1 到 64 個英文字母、數字或 _ . @ - 字元。',
    auditTimeInvalid: '請以日期（YYYY-MM-DD）或含時區的日期時間填寫時間。',
    auditRangeInvalid: '結束時間必須晚於開始時間。',
    reviewChannelsRequired: '請至少選擇一個要審核的頻道。',
    reviewChannelsMax: '一次最多可審核 100 個頻道。',
    uploadIdInvalid: '上傳 ID 無效。',
    uploadOffsetInvalid: '上傳位置（offset）必須是大於或等於 0 的整數。',
    uploadSizeInvalid: '檔案大小必須是至少 1 位元組的整數。',
  },
  success: {
    operatorEnrol: '請用驗證器應用程式掃描 QR 碼，然後輸入其顯示的驗證碼。',
    operatorCodeNeeded: '請輸入驗證器應用程式顯示的驗證碼，或一組復原碼。',
    operatorInvited:
      '已邀請該營運人員，並已透過電子郵件寄出設定連結。為防郵件延遲，連結也在此顯示一次。',
    operatorInvitedNotEmailed:
      '已邀請該營運人員。伺服器沒有公開網址（PUBLIC_ORIGIN），無法透過電子郵件寄出設定連結。請將設定權杖交給對方：它只顯示這一次。',
    operatorDisabled: '已停用該營運人員並使其登出。',
    operatorTokenCreated: '已建立營運權杖。請立即複製：它只會顯示這一次。',
    operatorTokenRevoked: '營運權杖已撤銷，無法再使用。',
    channelsReviewed: '已逐一儲存頻道的審核結果，請查看每個頻道的結果。',
    siteImageFits: '這張圖片可以使用。',
  },
};
