import type { GuideCatalogue, GuideText } from './guide-content.types.ts';

/*
 * Traditional Chinese (Taiwan) guide texts. As docs/product.md §10.8 has it, this text states
 * a music volume of 15 % or more.
 */

const UPLOAD_RULES = [
  '音樂音量請設定在 15% 以上。',
  '每支影片只能使用一首音樂。',
  '建議影片和音樂長度都在 35 秒以上。',
  '音樂片段長度請設定為 60 秒。',
  '音量太低可能會導致音樂無法辨識，也可能無法使用該音樂。',
];

const AUTH_RULES = [
  '請將驗證碼貼到頻道說明中並發布。',
  '發布後回到本平台，按下「驗證」。',
  '驗證會自動進行，關閉視窗後也會繼續。',
  '審核需要 1～2 個工作天。',
  '未驗證的頻道將暫停服務使用及音樂收益的支付。',
  '審核保留中的頻道可以申請重新審核，每天可申請一次；申請視窗中的說明為 72 小時後可再次申請。',
];

function mobileUpload(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  return {
    intro: `說明如何在${android ? ' Android 手機' : ' iPhone '}的 YouTube 應用程式中製作 Shorts，並在製作時直接加入音樂。用手機上傳最能確保音樂被辨識，因此我們強烈建議使用；上傳 2 天後即可查看收益。`,
    sections: [
      {
        id: 'before',
        title: '開始之前',
        points: [
          `請先到${android ? ' Play 商店' : ' App Store '}將 YouTube 應用程式更新到最新版本。`,
          '請用已在本平台註冊並完成驗證的頻道帳號登入 YouTube 應用程式。',
          '在本平台的音樂列表中選好要用的音樂，並記下歌名。',
        ],
      },
      {
        id: 'upload',
        title: '上傳步驟',
        steps: [
          {
            title: '開啟 Shorts 拍攝畫面',
            text: `輕觸應用程式下方的「＋」，選擇「建立 Shorts 短片」。第一次使用時，請${android ? '允許相機和麥克風權限' : '在相機和麥克風存取要求中輕觸「允許」'}。`,
            figure: {
              id: 'phone-create',
              alt: '輕觸下方「＋」按鈕後開啟建立 Shorts 短片選單的手機畫面',
            },
          },
          {
            title: '將拍攝長度改為 60 秒',
            text: '輕觸拍攝畫面右側的長度按鈕（顯示 15），切換成 60 秒。如果沒有 60 秒的選項，請參考「解除時間限制」指南。',
            figure: { id: 'phone-length', alt: '拍攝畫面的長度按鈕已切換成 60 秒' },
          },
          {
            title: '加入音樂',
            text: '輕觸畫面上方的「新增音效」（♪ 圖示），用在本平台選好的歌名搜尋並選取。音樂片段長度請設為 60 秒，而且只能加入一首。',
            figure: { id: 'phone-add-sound', alt: '在新增音效畫面中搜尋並選取一首音樂' },
          },
          {
            title: '拍攝或匯入影片',
            text: `輕觸拍攝按鈕開始錄影，或從左下角的${android ? '相簿' : '照片圖庫（第一次需輕觸「允許」存取照片）'}匯入影片。影片長度請保持在 35 秒以上。`,
            figure: { id: 'phone-record', alt: '拍攝進度列已超過 35 秒標記的畫面' },
          },
          {
            title: '檢查音量',
            text: '在編輯畫面輕觸「音量」，把新增的音效調到 15% 以上。如果同時保留原始音訊，請注意不要蓋過音樂。',
            figure: { id: 'phone-volume', alt: '音量畫面中新增的音效設定在 15% 以上' },
          },
          {
            title: '上傳',
            text: '輸入標題後輕觸「上傳 Shorts 短片」就完成了。上傳 2 天後，就能在儀表板和影片報表中看到收益。',
            figure: { id: 'phone-upload', alt: '輸入標題後輕觸上傳 Shorts 短片按鈕的畫面' },
          },
        ],
      },
      {
        id: 'volume',
        title: '音量與長度',
        paragraphs: [
          '音樂是透過影片中的聲音來辨識的。音量太低可能會導致音樂無法辨識，也可能無法使用該音樂，所以請將新增的音效保持在 15% 以上。',
          '一支影片裡混用好幾首音樂，就很難判斷用的是哪一首。只用一首音樂，並讓影片和音樂都在 35 秒以上，辨識最穩定。',
        ],
        note: '音樂片段長度請設定為 60 秒。',
      },
      {
        id: 'earnings',
        title: '查看收益',
        paragraphs: [
          '用手機上傳的 Shorts，上傳 2 天後收益會顯示在儀表板和影片報表中。',
          '如果過了 2 天還是沒有顯示，請確認頻道已完成驗證，並檢查音量和音樂數量是否符合規定。',
        ],
      },
    ],
    rules: [...UPLOAD_RULES, '上傳 2 天後即可查看收益。', '強烈建議使用手機上傳。'],
  };
}

function mobileUnlock(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  const store = android ? ' Play 商店' : ' App Store ';
  return {
    intro: `如果 Shorts 拍到 15 秒就停止，或音樂被剪得比影片還短，就需要解除時間限制。以下說明如何在${android ? ' Android 手機' : ' iPhone '}上將拍攝長度和音樂片段長度都改為 60 秒。`,
    sections: [
      {
        id: 'why',
        title: '什麼是時間限制？',
        paragraphs: [
          'Shorts 拍攝畫面預設只錄 15 秒，新增音效後，音樂片段也會被剪成同樣的長度。',
          '影片和音樂都在 35 秒以上時，音樂辨識最穩定，所以請將拍攝長度和音樂片段長度都改為 60 秒。',
        ],
      },
      {
        id: 'unlock',
        title: '改為 60 秒',
        steps: [
          {
            title: '更新應用程式',
            text: `在${store}找到 YouTube，如果有顯示「更新」就輕觸它。舊版可能沒有 60 秒的設定。`,
            figure: { id: 'phone-app-update', alt: `在${store}的 YouTube 頁面輕觸更新按鈕` },
          },
          {
            title: '拍攝長度改為 60 秒',
            text: '透過「＋」→「建立 Shorts 短片」開啟拍攝畫面，輕觸長度按鈕（15），切換成 60 秒。',
            figure: { id: 'phone-length', alt: '拍攝畫面的長度按鈕已切換成 60 秒' },
          },
          {
            title: '音樂片段改為 60 秒',
            text: '在「新增音效」中選好音樂後，在剪輯音樂的畫面把片段長度調到 60 秒，再輕觸「完成」。',
            figure: { id: 'phone-clip-60', alt: '剪輯音樂畫面中片段長度已調為 60 秒' },
          },
          {
            title: '確認長度',
            text: '確認拍攝進度列可以一路延伸到 60 秒。建議拍攝 35 秒以上。',
            figure: { id: 'phone-record', alt: '拍攝進度列超過 35 秒標記、一路延伸到 60 秒的畫面' },
          },
        ],
      },
      {
        id: 'troubleshoot',
        title: '沒有 60 秒選項時',
        steps: android
          ? [
              {
                title: '清除快取',
                text: '開啟手機的「設定」→「應用程式」→ YouTube →「儲存空間」，輕觸「清除快取」。只清除快取、不要清除資料，就會維持登入狀態。',
                figure: {
                  id: 'phone-clear-cache',
                  alt: 'YouTube 應用程式資訊的儲存空間頁面中輕觸清除快取按鈕',
                },
              },
              {
                title: '重新開啟應用程式',
                text: '完全關閉 YouTube 後再重新開啟，確認 Shorts 拍攝畫面的長度按鈕。如果還是沒有，請聯絡你所屬 MCN 的窗口。',
              },
            ]
          : [
              {
                title: '完全關閉應用程式',
                text: '從螢幕底部向上滑，開啟 App 切換器，將 YouTube 往上滑掉關閉，然後重新開啟。',
              },
              {
                title: '重新安裝應用程式',
                text: '刪除 YouTube 應用程式後，從 App Store 重新安裝，安裝後需要重新登入。如果還是沒有 60 秒的選項，請聯絡你所屬 MCN 的窗口。',
              },
            ],
      },
    ],
    rules: UPLOAD_RULES,
  };
}

function channelAuth(device: 'mobile' | 'pc'): GuideText {
  const mobile = device === 'mobile';
  return {
    intro: mobile
      ? '只用手機就能完成頻道驗證：在本平台複製驗證碼，貼到 YouTube 應用程式的頻道說明中，再回到本平台按下「驗證」即可。'
      : '在電腦上完成頻道驗證：在本平台複製驗證碼，貼到 YouTube 工作室的頻道說明中並發布，再回到本平台按下「驗證」即可。',
    sections: [
      {
        id: 'steps',
        title: '驗證步驟',
        steps: [
          {
            title: '複製驗證碼',
            text: '在本平台的「頻道管理」中輸入頻道連結和類別，註冊頻道後就會顯示驗證碼。按下「複製」即可複製。',
            figure: {
              id: mobile ? 'phone-portal-code' : 'desktop-portal-code',
              alt: '本平台頻道管理畫面中，按下驗證碼旁的複製按鈕',
            },
          },
          mobile
            ? {
                title: '開啟頻道編輯畫面',
                text: '在 YouTube 應用程式中輕觸右下角的「你」→「查看頻道」，再輕觸鉛筆圖示，進入頻道編輯畫面。',
                figure: {
                  id: 'phone-channel-edit',
                  alt: 'YouTube 應用程式的我的頻道頁面中輕觸鉛筆編輯按鈕',
                },
              }
            : {
                title: '開啟「自訂」',
                text: '在電腦瀏覽器中登入 YouTube 工作室（studio.youtube.com），從左側選單開啟「自訂」→「基本資訊」分頁。',
                figure: {
                  id: 'desktop-studio-customize',
                  alt: 'YouTube 工作室左側選單中選擇自訂並開啟基本資訊分頁',
                },
              },
          mobile
            ? {
                title: '貼到說明並儲存',
                text: '輕觸「說明」，貼上驗證碼後儲存。原本的說明可以保留，只要把驗證碼加進去即可；儲存後會立即發布。',
                figure: { id: 'phone-description', alt: '在頻道說明欄位貼上驗證碼並輕觸儲存按鈕' },
              }
            : {
                title: '貼到說明並發布',
                text: '將驗證碼貼到「說明」欄位，按一下右上角的「發布」。原本的說明可以保留，只要把驗證碼加進去即可。',
                figure: {
                  id: 'desktop-studio-description',
                  alt: '基本資訊分頁的說明欄位中貼上驗證碼並按下發布按鈕',
                },
              },
          {
            title: '回來按下「驗證」',
            text: '回到本平台，在「頻道管理」中按下「驗證」。驗證會自動進行，關閉視窗後也會繼續。',
            figure: {
              id: mobile ? 'phone-portal-verify' : 'desktop-portal-verify',
              alt: '本平台的驗證視窗中按下驗證按鈕後顯示驗證中',
            },
          },
          {
            title: '等待審核',
            text: '驗證完成後會進入審核，需要 1～2 個工作天。審核結束前，請不要刪除說明中的驗證碼。',
          },
        ],
      },
      {
        id: 'automatic',
        title: '驗證會自動進行',
        paragraphs: [
          '按下「驗證」後，本平台會自動在頻道說明中尋找驗證碼。即使關閉視窗或切換到其他頁面，驗證也會繼續，結果可以在「頻道管理」中查看。',
          '剛儲存說明時，新內容可能需要一點時間才會生效。如果馬上驗證失敗，請稍後再試一次。',
        ],
      },
      {
        id: 'failed',
        title: '驗證失敗時',
        paragraphs: [
          '如果看到「無法完成頻道驗證，請重新輸入驗證碼。」，請檢查以下幾點後再試一次：',
        ],
        points: [
          '驗證碼是否完整、正確地貼上；',
          `說明是否已經${mobile ? '儲存' : '發布'}；`,
          '修改的是否就是在本平台註冊的那個頻道的說明。',
        ],
      },
      {
        id: 'review',
        title: '審核與重新審核',
        paragraphs: [
          '審核需要 1～2 個工作天。未驗證的頻道將暫停服務使用及音樂收益的支付。',
          '如果審核結果為保留，可以在「頻道管理」中申請重新審核。每天可申請一次；申請視窗中的說明為 72 小時後可再次申請。',
        ],
      },
    ],
    rules: AUTH_RULES,
  };
}

export const guidesZhTW: GuideCatalogue = {
  locale: 'zh-TW',
  ui: {
    contents: '本頁目錄',
    sectionLink: '本節連結',
    rulesTitle: '請務必遵守',
    relatedTitle: '相關指南',
    chooseDevice: '要在哪個裝置上驗證？',
    allGuides: '所有指南',
  },
  figure: {
    createShort: '建立 Shorts 短片',
    addSound: '新增音效',
    search: '搜尋',
    originalSound: '原始音訊',
    addedSound: '新增的音效',
    volume: '音量',
    done: '完成',
    uploadShort: '上傳 Shorts 短片',
    title: '標題',
    copy: '複製',
    verificationCode: '驗證碼',
    verify: '驗證',
    verifying: '驗證中',
    description: '說明',
    save: '儲存',
    publish: '發布',
    create: '建立',
    uploadVideos: '上傳影片',
    details: '詳細資料',
    visibility: '瀏覽權限',
    public: '公開',
    customization: '自訂',
    basicInfo: '基本資訊',
    clearCache: '清除快取',
    storage: '儲存空間',
    update: '更新',
    channelManagement: '頻道管理',
    music: '音樂',
    video: '影片',
    review: '審核',
    secondsSuffix: '秒',
    minVolume: '15%',
  },
  home: {
    intro:
      '音樂必須正確加進 Shorts，才能被辨識並計算收益。請依照你使用的裝置查看對應的上傳指南，並了解頻道驗證的方法。',
    recommend:
      '強烈建議使用手機上的 YouTube 應用程式上傳。手機上傳 2 天後即可查看收益；電腦上傳光是音樂辨識就需要 1～3 天。',
    uploadTitle: '上傳與解除時間限制',
    authTitle: '頻道驗證',
    summaries: {
      aosMobileUpload: '在 Android 手機的 YouTube 應用程式中加入音樂並上傳 Shorts',
      iosMobileUpload: '在 iPhone 的 YouTube 應用程式中加入音樂並上傳 Shorts',
      pcUpload: '用剪輯軟體加入音樂，再透過 YouTube 工作室上傳',
      aosMobileUnlock: '在 Android 手機上將拍攝長度和音樂片段長度延長到 60 秒',
      iosMobileUnlock: '在 iPhone 上將拍攝長度和音樂片段長度延長到 60 秒',
      auths: '為什麼要驗證頻道，以及審核如何進行',
      mobileAuth: '用手機將驗證碼貼到頻道說明並完成驗證',
      pcAuth: '用電腦將驗證碼貼到頻道說明並完成驗證',
    },
    rules: [...UPLOAD_RULES, '手機上傳 2 天後即可查看收益；電腦上傳的音樂辨識需要 1～3 天。'],
  },
  guides: {
    aosMobileUpload: mobileUpload('android'),
    iosMobileUpload: mobileUpload('ios'),
    pcUpload: {
      intro:
        '說明如何在電腦上剪輯影片，並透過 YouTube 工作室上傳。電腦上傳的影片需要 1～3 天才能辨識音樂，所以只要情況允許，強烈建議改用手機上傳。',
      sections: [
        {
          id: 'prepare',
          title: '準備影片',
          points: [
            '在剪輯軟體中只加入一首本平台的音樂。',
            '建議影片和音樂長度都在 35 秒以上。',
            '音樂片段長度請設定為 60 秒。',
            '請輸出適合 Shorts 的直式（9:16）影片。',
          ],
        },
        {
          id: 'volume',
          title: '音樂音量',
          paragraphs: [
            '請在剪輯軟體的音軌中將音樂音量保持在 15% 以上。音量太低可能會導致音樂無法辨識，也可能無法使用該音樂。',
            '加入旁白或音效時，也請注意平衡，不要蓋過音樂。',
          ],
          figure: {
            id: 'desktop-editor-volume',
            alt: '剪輯軟體時間軸上有一條影片軌和一條音樂軌，音樂音量顯示為 15%',
          },
        },
        {
          id: 'upload',
          title: '上傳步驟',
          steps: [
            {
              title: '開啟 YouTube 工作室',
              text: '在電腦瀏覽器中用已驗證頻道的帳號登入 YouTube 工作室（studio.youtube.com），按一下右上角的「建立」→「上傳影片」。',
              figure: {
                id: 'desktop-studio-create',
                alt: 'YouTube 工作室中按下建立按鈕後展開上傳影片選單',
              },
            },
            {
              title: '選擇檔案並填寫詳細資料',
              text: '選擇剪輯好的影片檔，輸入標題和說明。不要在 YouTube 編輯器中另外加入其他音樂，音樂只能用一首。',
              figure: {
                id: 'desktop-studio-details',
                alt: '上傳視窗的詳細資料步驟中輸入標題和說明',
              },
            },
            {
              title: '公開發布',
              text: '在「瀏覽權限」中選擇「公開」，然後按一下「發布」。',
              figure: { id: 'desktop-studio-publish', alt: '瀏覽權限中選擇公開並按下發布按鈕' },
            },
          ],
        },
        {
          id: 'recognition',
          title: '上傳後的音樂辨識',
          paragraphs: [
            '電腦上傳的影片需要 1～3 天才能辨識音樂。辨識完成後才會計算收益，請耐心等候。',
            '如果過了 3 天還是沒有辨識，請檢查音量是否在 15% 以上、是否只用了一首音樂。之後的影片強烈建議改用手機上傳。',
          ],
        },
      ],
      rules: [
        ...UPLOAD_RULES,
        '電腦上傳的影片需要 1～3 天才能辨識音樂。',
        '強烈建議使用手機上傳。',
      ],
    },
    aosMobileUnlock: mobileUnlock('android'),
    iosMobileUnlock: mobileUnlock('ios'),
    auths: {
      intro:
        '頻道完成驗證後，該頻道 Shorts 產生的音樂收益才會被計算和支付。將「頻道管理」中的驗證碼貼到頻道說明，再按下「驗證」即可。',
      sections: [
        {
          id: 'why',
          title: '為什麼需要驗證',
          paragraphs: [
            '未驗證的頻道將暫停服務使用及音樂收益的支付。註冊頻道後，請盡快完成驗證。',
            '驗證碼只需要加進頻道說明，頻道的其他資訊都不會改變。',
          ],
        },
        {
          id: 'flow',
          title: '驗證流程',
          figure: {
            id: 'flow-verification',
            alt: '四步驟流程圖：複製驗證碼、貼到頻道說明並發布、按下驗證、審核',
          },
          steps: [
            { title: '註冊頻道', text: '在「頻道管理」中輸入頻道連結和類別，註冊頻道。' },
            { title: '複製驗證碼', text: '註冊後會顯示驗證碼，按下「複製」。' },
            {
              title: '貼到說明並發布',
              text: '在 YouTube 上將驗證碼貼到頻道說明中並發布（儲存）。',
            },
            {
              title: '按下「驗證」',
              text: '回到本平台按下「驗證」。驗證會自動進行，關閉視窗後也會繼續。',
            },
            { title: '審核', text: '驗證完成後會進入審核，需要 1～2 個工作天。' },
          ],
        },
        {
          id: 'status',
          title: '查看進度',
          paragraphs: ['在「頻道管理」中可以查看每個頻道的驗證和審核狀態。'],
          points: [
            '待驗證：尚未檢查驗證碼，請貼上驗證碼後按下「驗證」。',
            '驗證中：正在頻道說明中尋找驗證碼，關閉視窗後也會繼續。',
            '驗證完成：已找到驗證碼，頻道進入審核。',
            '等待審核：正在等待審核（1～2 個工作天）。',
            '保留：需要進一步確認，可以申請重新審核。',
            '已核准：開始計算音樂收益。',
            '已拒絕：頻道未獲核准。',
          ],
        },
        {
          id: 're-review',
          title: '保留中頻道的重新審核',
          paragraphs: [
            '審核結果為保留的頻道，可以在「頻道管理」中申請重新審核。每天可申請一次；申請視窗中的說明為 72 小時後可再次申請。',
            '申請前，請再檢查一次頻道說明中的驗證碼和頻道資訊。',
          ],
        },
      ],
      rules: AUTH_RULES,
    },
    mobileAuth: channelAuth('mobile'),
    pcAuth: channelAuth('pc'),
  },
};
