import type { GuideCatalogue, GuideText } from './guide-content.types.ts';

/*
 * Simplified Chinese guide texts. As docs/product.md §10.8 has it, this text states
 * a music volume of 15 % or more.
 */

const UPLOAD_RULES = [
  '音乐音量请设置在 15% 以上。',
  '每个视频只能使用一首音乐。',
  '建议视频和音乐时长都在 35 秒以上。',
  '音乐片段时长请设置为 60 秒。',
  '音量过低可能导致音乐无法被识别，也可能无法使用该音乐。',
];

const AUTH_RULES = [
  '请把认证码填入频道说明并发布。',
  '发布后回到本平台，点击“认证”。',
  '认证会自动进行，关闭窗口后也会继续。',
  '审核需要 1～2 个工作日。',
  '未认证的频道将暂停服务使用和音乐收益的支付。',
  '审核暂缓的频道可以申请重新审核，每天可申请一次；申请窗口中的说明为 72 小时后可再次申请。',
];

function mobileUpload(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  return {
    intro: `介绍如何在${android ? '安卓手机' : ' iPhone '}的 YouTube 应用中制作 Shorts，并在制作时直接加入音乐。手机上传是音乐识别最稳定的方式，我们强烈推荐；上传 2 天后即可查看收益。`,
    sections: [
      {
        id: 'before',
        title: '开始之前',
        points: [
          `请先在${android ? '应用商店（Google Play）' : ' App Store '}中把 YouTube 应用更新到最新版本。`,
          '请用已在本平台注册并完成认证的频道账号登录 YouTube 应用。',
          '在本平台的音乐列表中选好要用的音乐，记下歌名。',
        ],
      },
      {
        id: 'upload',
        title: '上传步骤',
        steps: [
          {
            title: '打开短视频拍摄',
            text: `点按应用底部的“+”，选择“创建短视频”。第一次使用时，请${android ? '允许相机和麦克风权限' : '在相机和麦克风访问请求中点按“允许”'}。`,
            figure: { id: 'phone-create', alt: '点按底部“+”按钮后弹出创建短视频菜单的手机画面' },
          },
          {
            title: '把拍摄时长改为 60 秒',
            text: '点按拍摄画面右侧的时长按钮（显示 15），切换为 60 秒。如果没有 60 秒选项，请参阅“解除时长限制”指南。',
            figure: { id: 'phone-length', alt: '拍摄画面中时长按钮已切换为 60 秒' },
          },
          {
            title: '添加音乐',
            text: '点按画面顶部的“添加声音”（♪ 图标），用在本平台选好的歌名搜索并选中。音乐片段时长请设为 60 秒，而且只能添加一首。',
            figure: { id: 'phone-add-sound', alt: '在添加声音画面中搜索并选中一首音乐' },
          },
          {
            title: '拍摄或导入视频',
            text: `点按拍摄按钮开始录制，或从左下角的${android ? '相册' : '照片图库（第一次需点按“允许”访问照片）'}导入视频。视频时长请保持在 35 秒以上。`,
            figure: { id: 'phone-record', alt: '拍摄进度条已超过 35 秒标记的画面' },
          },
          {
            title: '检查音量',
            text: '在编辑画面中点按“音量”，把添加的声音调到 15% 以上。如果同时保留原声，请注意不要盖过音乐。',
            figure: { id: 'phone-volume', alt: '音量画面中添加的声音设置在 15% 以上' },
          },
          {
            title: '上传',
            text: '填写标题后点按“上传短视频”即可。上传 2 天后，就能在仪表盘和视频报表中看到收益。',
            figure: { id: 'phone-upload', alt: '填写标题后点按上传短视频按钮的画面' },
          },
        ],
      },
      {
        id: 'volume',
        title: '音量与时长',
        paragraphs: [
          '音乐是通过视频中的声音来识别的。音量过低可能导致音乐无法被识别，也可能无法使用该音乐，所以请把添加的声音保持在 15% 以上。',
          '一个视频里混用多首音乐，就很难判断用的是哪一首。只用一首音乐，并让视频和音乐都在 35 秒以上，识别最稳定。',
        ],
        note: '音乐片段时长请设置为 60 秒。',
      },
      {
        id: 'earnings',
        title: '查看收益',
        paragraphs: [
          '用手机上传的 Shorts，上传 2 天后收益会显示在仪表盘和视频报表中。',
          '如果 2 天后仍未显示，请确认频道已完成认证，并检查音量和音乐数量是否符合规则。',
        ],
      },
    ],
    rules: [...UPLOAD_RULES, '上传 2 天后即可查看收益。', '强烈推荐使用手机上传。'],
  };
}

function mobileUnlock(os: 'android' | 'ios'): GuideText {
  const android = os === 'android';
  const store = android ? '应用商店（Google Play）' : ' App Store ';
  return {
    intro: `如果短视频拍摄到 15 秒就停止，或者音乐被截得比视频还短，就需要解除时长限制。下面介绍如何在${android ? '安卓手机' : ' iPhone '}上把拍摄时长和音乐片段时长都改为 60 秒。`,
    sections: [
      {
        id: 'why',
        title: '什么是时长限制？',
        paragraphs: [
          '短视频拍摄默认只录 15 秒，添加声音后，音乐片段也会被截成同样的长度。',
          '视频和音乐都在 35 秒以上时，音乐识别最稳定，所以请把拍摄时长和音乐片段时长都改为 60 秒。',
        ],
      },
      {
        id: 'unlock',
        title: '改为 60 秒',
        steps: [
          {
            title: '更新应用',
            text: `在${store}中找到 YouTube，如果显示“更新”就点按它。旧版本可能没有 60 秒的设置。`,
            figure: { id: 'phone-app-update', alt: `在${store}的 YouTube 页面点按更新按钮` },
          },
          {
            title: '拍摄时长改为 60 秒',
            text: '通过“+”→“创建短视频”打开拍摄画面，点按时长按钮（15），切换为 60 秒。',
            figure: { id: 'phone-length', alt: '拍摄画面中时长按钮已切换为 60 秒' },
          },
          {
            title: '音乐片段改为 60 秒',
            text: '在“添加声音”中选好音乐后，在剪辑音乐的画面把片段时长调到 60 秒，再点按“完成”。',
            figure: { id: 'phone-clip-60', alt: '剪辑音乐画面中片段时长已调为 60 秒' },
          },
          {
            title: '确认时长',
            text: '确认拍摄进度条能一直走到 60 秒。建议拍摄 35 秒以上。',
            figure: { id: 'phone-record', alt: '拍摄进度条越过 35 秒标记、一直延伸到 60 秒的画面' },
          },
        ],
      },
      {
        id: 'troubleshoot',
        title: '没有 60 秒选项时',
        steps: android
          ? [
              {
                title: '清除缓存',
                text: '打开手机“设置”→“应用”→ YouTube →“存储”，点按“清除缓存”。只清除缓存、不清除数据，登录状态会保留。',
                figure: {
                  id: 'phone-clear-cache',
                  alt: 'YouTube 应用信息的存储页面中点按清除缓存按钮',
                },
              },
              {
                title: '重新打开应用',
                text: '彻底关闭 YouTube 后重新打开，再看看短视频拍摄画面的时长按钮。如果仍然没有，请联系你所属 MCN 机构的对接人。',
              },
            ]
          : [
              {
                title: '彻底关闭应用',
                text: '从屏幕底部向上轻扫，打开应用切换器，把 YouTube 向上滑走关闭，然后重新打开。',
              },
              {
                title: '重新安装应用',
                text: '删除 YouTube 应用后，从 App Store 重新安装，安装后需要重新登录。如果仍然没有 60 秒选项，请联系你所属 MCN 机构的对接人。',
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
      ? '只用手机就能完成频道认证：在本平台复制认证码，粘贴到 YouTube 应用的频道说明中，再回到本平台点击“认证”即可。'
      : '在电脑上完成频道认证：在本平台复制认证码，粘贴到 YouTube 工作室的频道说明中并发布，再回到本平台点击“认证”即可。',
    sections: [
      {
        id: 'steps',
        title: '认证步骤',
        steps: [
          {
            title: '复制认证码',
            text: '在本平台的“频道管理”中填写频道链接和类别，注册频道后会显示认证码。点击“复制”即可复制。',
            figure: {
              id: mobile ? 'phone-portal-code' : 'desktop-portal-code',
              alt: '本平台频道管理画面中，点击认证码旁的复制按钮',
            },
          },
          mobile
            ? {
                title: '打开频道编辑',
                text: '在 YouTube 应用中点按右下角的“我”→“查看频道”，再点按铅笔图标，进入频道编辑画面。',
                figure: {
                  id: 'phone-channel-edit',
                  alt: 'YouTube 应用的我的频道页面中点按铅笔编辑按钮',
                },
              }
            : {
                title: '打开“自定义”',
                text: '在电脑浏览器中登录 YouTube 工作室（studio.youtube.com），在左侧菜单中打开“自定义”→“基本信息”标签页。',
                figure: {
                  id: 'desktop-studio-customize',
                  alt: 'YouTube 工作室左侧菜单中选择自定义并打开基本信息标签页',
                },
              },
          mobile
            ? {
                title: '粘贴到说明并保存',
                text: '点按“说明”，粘贴认证码后保存。原有说明可以保留，只需把认证码加进去；保存后会立即发布。',
                figure: {
                  id: 'phone-description',
                  alt: '在频道说明输入框中粘贴认证码并点按保存按钮',
                },
              }
            : {
                title: '粘贴到说明并发布',
                text: '把认证码粘贴到“说明”栏中，点击右上角的“发布”。原有说明可以保留，只需把认证码加进去。',
                figure: {
                  id: 'desktop-studio-description',
                  alt: '基本信息标签页的说明栏中粘贴认证码并点击发布按钮',
                },
              },
          {
            title: '回来点击“认证”',
            text: '回到本平台，在“频道管理”中点击“认证”。认证会自动进行，关闭窗口后也会继续。',
            figure: {
              id: mobile ? 'phone-portal-verify' : 'desktop-portal-verify',
              alt: '本平台的认证窗口中点击认证按钮后显示认证中',
            },
          },
          {
            title: '等待审核',
            text: '认证完成后进入审核，需要 1～2 个工作日。审核结束前，请不要删除说明中的认证码。',
          },
        ],
      },
      {
        id: 'automatic',
        title: '认证自动进行',
        paragraphs: [
          '点击“认证”后，本平台会自动在频道说明中查找认证码。即使关闭窗口或切换到其他页面，认证也会继续，结果可以在“频道管理”中查看。',
          '刚保存说明时，新内容可能需要一点时间才能生效。如果马上认证失败，请稍后再试。',
        ],
      },
      {
        id: 'failed',
        title: '认证失败时',
        paragraphs: ['如果看到“无法完成频道认证，请重新输入认证码。”，请检查以下几点后再试一次：'],
        points: [
          '认证码是否完整、准确地粘贴了；',
          `说明是否已经${mobile ? '保存' : '发布'}；`,
          '修改的是否就是在本平台注册的那个频道的说明。',
        ],
      },
      {
        id: 'review',
        title: '审核与重新审核',
        paragraphs: [
          '审核需要 1～2 个工作日。未认证的频道将暂停服务使用和音乐收益的支付。',
          '如果审核被暂缓，可以在“频道管理”中申请重新审核。每天可申请一次；申请窗口中的说明为 72 小时后可再次申请。',
        ],
      },
    ],
    rules: AUTH_RULES,
  };
}

export const guidesZhCN: GuideCatalogue = {
  locale: 'zh-CN',
  ui: {
    contents: '本页目录',
    sectionLink: '本节链接',
    rulesTitle: '请务必遵守',
    relatedTitle: '相关指南',
    chooseDevice: '在哪台设备上认证？',
    allGuides: '全部指南',
  },
  figure: {
    createShort: '创建短视频',
    addSound: '添加声音',
    search: '搜索',
    originalSound: '原声',
    addedSound: '添加的声音',
    volume: '音量',
    done: '完成',
    uploadShort: '上传短视频',
    title: '标题',
    copy: '复制',
    verificationCode: '认证码',
    verify: '认证',
    verifying: '认证中',
    description: '说明',
    save: '保存',
    publish: '发布',
    create: '创建',
    uploadVideos: '上传视频',
    details: '详细信息',
    visibility: '公开范围',
    public: '公开',
    customization: '自定义',
    basicInfo: '基本信息',
    clearCache: '清除缓存',
    storage: '存储',
    update: '更新',
    channelManagement: '频道管理',
    music: '音乐',
    video: '视频',
    review: '审核',
    secondsSuffix: '秒',
    minVolume: '15%',
  },
  home: {
    intro:
      '只有把音乐正确地加进 Shorts，音乐才能被识别、收益才能被统计。请根据你使用的设备查看对应的上传指南，并了解频道认证方法。',
    recommend:
      '强烈推荐用手机上的 YouTube 应用上传。手机上传 2 天后即可查看收益；电脑上传仅音乐识别就需要 1～3 天。',
    uploadTitle: '上传与解除时长限制',
    authTitle: '频道认证',
    summaries: {
      aosMobileUpload: '在安卓手机的 YouTube 应用中加入音乐并上传 Shorts',
      iosMobileUpload: '在 iPhone 的 YouTube 应用中加入音乐并上传 Shorts',
      pcUpload: '用剪辑软件加入音乐，再通过 YouTube 工作室上传',
      aosMobileUnlock: '在安卓手机上把拍摄时长和音乐片段时长延长到 60 秒',
      iosMobileUnlock: '在 iPhone 上把拍摄时长和音乐片段时长延长到 60 秒',
      auths: '为什么要认证频道，以及审核如何进行',
      mobileAuth: '用手机把认证码填入频道说明并完成认证',
      pcAuth: '用电脑把认证码填入频道说明并完成认证',
    },
    rules: [...UPLOAD_RULES, '手机上传 2 天后即可查看收益；电脑上传的音乐识别需要 1～3 天。'],
  },
  guides: {
    aosMobileUpload: mobileUpload('android'),
    iosMobileUpload: mobileUpload('ios'),
    pcUpload: {
      intro:
        '介绍如何在电脑上剪辑视频并通过 YouTube 工作室上传。电脑上传的视频需要 1～3 天才能识别音乐，所以只要条件允许，我们强烈推荐改用手机上传。',
      sections: [
        {
          id: 'prepare',
          title: '准备视频',
          points: [
            '在剪辑软件中只加入一首本平台的音乐。',
            '建议视频和音乐时长都在 35 秒以上。',
            '音乐片段时长请设置为 60 秒。',
            '请导出适合 Shorts 的竖屏（9:16）视频。',
          ],
        },
        {
          id: 'volume',
          title: '音乐音量',
          paragraphs: [
            '请在剪辑软件的音轨中把音乐音量保持在 15% 以上。音量过低可能导致音乐无法被识别，也可能无法使用该音乐。',
            '加入旁白或音效时，也请注意平衡，不要盖过音乐。',
          ],
          figure: {
            id: 'desktop-editor-volume',
            alt: '剪辑软件时间轴上有一条视频轨和一条音乐轨，音乐音量显示为 15%',
          },
        },
        {
          id: 'upload',
          title: '上传步骤',
          steps: [
            {
              title: '打开 YouTube 工作室',
              text: '在电脑浏览器中用已认证频道的账号登录 YouTube 工作室（studio.youtube.com），点击右上角的“创建”→“上传视频”。',
              figure: {
                id: 'desktop-studio-create',
                alt: 'YouTube 工作室中点击创建按钮后展开上传视频菜单',
              },
            },
            {
              title: '选择文件并填写详细信息',
              text: '选择剪辑好的视频文件，填写标题和说明。不要在 YouTube 编辑器中再添加其他音乐，音乐只能用一首。',
              figure: {
                id: 'desktop-studio-details',
                alt: '上传窗口的详细信息步骤中填写标题和说明',
              },
            },
            {
              title: '公开发布',
              text: '在“公开范围”中选择“公开”，然后点击“发布”。',
              figure: { id: 'desktop-studio-publish', alt: '公开范围中选择公开并点击发布按钮' },
            },
          ],
        },
        {
          id: 'recognition',
          title: '上传后的音乐识别',
          paragraphs: [
            '电脑上传的视频需要 1～3 天才能识别音乐。识别完成后才会统计收益，请耐心等待。',
            '如果 3 天后仍未识别，请检查音量是否在 15% 以上、是否只用了一首音乐。今后的视频强烈推荐改用手机上传。',
          ],
        },
      ],
      rules: [
        ...UPLOAD_RULES,
        '电脑上传的视频需要 1～3 天才能识别音乐。',
        '强烈推荐使用手机上传。',
      ],
    },
    aosMobileUnlock: mobileUnlock('android'),
    iosMobileUnlock: mobileUnlock('ios'),
    auths: {
      intro:
        '频道完成认证后，该频道 Shorts 产生的音乐收益才会被统计和支付。把“频道管理”中的认证码填入频道说明，再点击“认证”即可。',
      sections: [
        {
          id: 'why',
          title: '为什么需要认证',
          paragraphs: [
            '未认证的频道将暂停服务使用和音乐收益的支付。注册频道后，请尽快完成认证。',
            '认证码只需加进频道说明，频道的其他信息不会有任何改变。',
          ],
        },
        {
          id: 'flow',
          title: '认证流程',
          figure: {
            id: 'flow-verification',
            alt: '四步流程图：复制认证码、粘贴到频道说明并发布、点击认证、审核',
          },
          steps: [
            { title: '注册频道', text: '在“频道管理”中填写频道链接和类别，注册频道。' },
            { title: '复制认证码', text: '注册后会显示认证码，点击“复制”。' },
            {
              title: '填入说明并发布',
              text: '在 YouTube 上把认证码粘贴到频道说明中并发布（保存）。',
            },
            {
              title: '点击“认证”',
              text: '回到本平台点击“认证”。认证会自动进行，关闭窗口后也会继续。',
            },
            { title: '审核', text: '认证完成后进入审核，需要 1～2 个工作日。' },
          ],
        },
        {
          id: 'status',
          title: '查看进度',
          paragraphs: ['在“频道管理”中可以查看每个频道的认证和审核状态。'],
          points: [
            '待认证：还没有检测认证码，请填入认证码后点击“认证”。',
            '认证中：正在频道说明中查找认证码，关闭窗口后也会继续。',
            '认证完成：已找到认证码，频道进入审核。',
            '待审核：正在等待审核（1～2 个工作日）。',
            '暂缓：需要进一步确认，可以申请重新审核。',
            '已通过：开始统计音乐收益。',
            '未通过：频道未获批准。',
          ],
        },
        {
          id: 're-review',
          title: '暂缓频道的重新审核',
          paragraphs: [
            '审核被暂缓的频道，可以在“频道管理”中申请重新审核。每天可申请一次；申请窗口中的说明为 72 小时后可再次申请。',
            '申请前，请再检查一遍频道说明中的认证码和频道信息。',
          ],
        },
      ],
      rules: AUTH_RULES,
    },
    mobileAuth: channelAuth('mobile'),
    pcAuth: channelAuth('pc'),
  },
};
