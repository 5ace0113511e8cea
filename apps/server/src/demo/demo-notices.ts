import type { Locale, NoticeText } from '@portal/shared';
import type { Executor } from '../db/client.ts';
import { createNoticesRepo } from '../modules/notices/notices.repo.ts';

type DemoNotice = {
  pinned: boolean;
  /** Published this many days before the demo network was made. */
  daysAgo: number;
  texts: Record<Locale, NoticeText>;
};

/** What a network posts to its creators: upload rules, the settlement calendar, verification. */
const DEMO_NOTICES: DemoNotice[] = [
  {
    pinned: true,
    daysAgo: 21,
    texts: {
      ko: {
        title: '쇼츠 업로드 전 꼭 확인해 주세요: 음원 사용 규칙',
        body: `쇼츠 음원 수익은 YouTube가 영상 속 음원을 인식해야 집계됩니다. 업로드하기 전에 아래 규칙을 꼭 확인해 주세요.

## 음원 사용 규칙

- **영상 하나에 음원은 한 곡만** 사용해 주세요. 여러 곡을 이어 붙이면 인식되지 않을 수 있습니다.
- 음원 볼륨을 너무 낮추지 마세요. 볼륨이 낮으면 음원이 인식되지 않아 수익이 집계되지 않습니다. 권장 볼륨과 설정 방법은 [이용 가이드](/guides)에 정리해 두었습니다.
- 영상과 음원 길이는 **35초 이상**을 권장합니다.
- 업로드는 **모바일 앱**을 권장합니다. PC에서 올린 영상은 음원 인식까지 1~3일이 걸릴 수 있습니다.

## 수익 확인

업로드 후 2일 정도 지나면 대시보드와 영상 리포트에서 조회수와 예상 수익을 확인할 수 있습니다. 인증되지 않은 채널은 서비스 이용과 음원 수익 지급이 중단되니 채널 인증을 먼저 마쳐 주세요.

궁금한 점은 담당 매니저에게 문의해 주세요.`,
      },
      en: {
        title: 'Before you upload a Short: music usage rules',
        body: `Music revenue from Shorts is only counted when YouTube recognises the track in the video. Please check these rules before you upload.

## Music usage rules

- Use **only one track per video**. Stitching several tracks together can stop recognition.
- Do not turn the music down too far. If the volume is too low, the track is not recognised and no revenue is counted. The recommended volume and how to set it are in the [guides](/guides).
- Videos and music of **35 seconds or more** are recommended.
- Uploading from the **mobile app** is recommended. Videos uploaded from a PC can take 1 to 3 days to be recognised.

## Checking your revenue

About 2 days after upload, views and estimated revenue appear on the dashboard and in the video report. Unverified channels have the service and music revenue payments suspended, so please verify your channel first.

If you have any questions, contact your network manager.`,
      },
      'zh-CN': {
        title: '上传 Shorts 前请务必确认：音乐使用规则',
        body: `只有当 YouTube 识别出视频中的音乐时，Shorts 的音乐收益才会被统计。上传前请务必确认以下规则。

## 音乐使用规则

- **每个视频只使用一首音乐**。拼接多首音乐可能导致无法识别。
- 请不要把音乐音量调得过低。音量过低会导致音乐无法识别，收益也不会被统计。建议音量及设置方法请参阅[使用指南](/guides)。
- 建议视频和音乐时长 **35 秒以上**。
- 建议使用**手机 App** 上传。通过电脑上传的视频，音乐识别可能需要 1 至 3 天。

## 查看收益

上传约 2 天后，即可在仪表板和视频报告中查看播放量和预计收益。未认证的频道将暂停服务使用和音乐收益发放，请先完成频道认证。

如有疑问，请联系您的负责经理。`,
      },
      'zh-TW': {
        title: '上傳 Shorts 前請務必確認：音樂使用規則',
        body: `只有當 YouTube 辨識出影片中的音樂時，Shorts 的音樂收益才會被計算。上傳前請務必確認以下規則。

## 音樂使用規則

- **每支影片只使用一首音樂**。串接多首音樂可能導致無法辨識。
- 請不要把音樂音量調得太低。音量太低會導致音樂無法辨識，收益也不會被計算。建議音量與設定方式請參閱[使用指南](/guides)。
- 建議影片與音樂長度 **35 秒以上**。
- 建議使用**手機 App** 上傳。透過電腦上傳的影片，音樂辨識可能需要 1 至 3 天。

## 查看收益

上傳約 2 天後，即可在儀表板與影片報告中查看觀看次數與預估收益。未驗證的頻道將暫停服務使用與音樂收益發放，請先完成頻道驗證。

如有疑問，請聯絡您的負責經理。`,
      },
    },
  },
  {
    pinned: false,
    daysAgo: 9,
    texts: {
      ko: {
        title: '월별 음원 수익 정산 일정 안내',
        body: `매월 음원 수익 정산은 아래 일정으로 진행됩니다.

1. **매월 1일~10일**: 전월 YouTube 수익 보고서 수신 및 검수
2. **매월 15일**: 전월 수익 확정 (대시보드의 예상 수익이 확정 금액으로 바뀝니다)
3. **매월 25일**: 확정 수익 지급 (주말이나 공휴일이면 다음 영업일)

- 대시보드의 수익은 YouTube 보고서를 바탕으로 한 **예상치**이며, 확정 금액과 다를 수 있습니다.
- 지급 금액은 계약한 수익 배분율을 적용해 계산합니다.
- 지급 계좌를 바꾸려면 지급일 5영업일 전까지 담당 매니저에게 알려 주세요.`,
      },
      en: {
        title: 'Monthly music revenue settlement schedule',
        body: `Music revenue is settled every month on this schedule.

1. **1st to 10th**: we receive and check YouTube's revenue reports for the previous month
2. **15th**: the previous month's revenue is confirmed (the estimates on your dashboard become final amounts)
3. **25th**: confirmed revenue is paid (the next business day if the 25th falls on a weekend or public holiday)

- Revenue on the dashboard is an **estimate** based on YouTube's reports and may differ from the final amount.
- Payments apply the revenue share in your contract.
- To change the account you are paid to, tell your network manager at least 5 business days before the payment date.`,
      },
      'zh-CN': {
        title: '每月音乐收益结算日程',
        body: `每月的音乐收益结算按以下日程进行。

1. **每月 1 日至 10 日**：接收并核对上月 YouTube 收益报告
2. **每月 15 日**：确认上月收益（仪表板上的预计收益将变为确认金额）
3. **每月 25 日**：发放确认收益（如遇周末或节假日，顺延至下一个工作日）

- 仪表板上的收益是根据 YouTube 报告得出的**预计值**，可能与确认金额不同。
- 发放金额按合同约定的收益分成比例计算。
- 如需更改收款账户，请在发放日前 5 个工作日告知您的负责经理。`,
      },
      'zh-TW': {
        title: '每月音樂收益結算時程',
        body: `每月的音樂收益結算依以下時程進行。

1. **每月 1 日至 10 日**：接收並核對上月 YouTube 收益報告
2. **每月 15 日**：確認上月收益（儀表板上的預估收益將改為確認金額）
3. **每月 25 日**：發放確認收益（如遇週末或國定假日，順延至下一個工作日）

- 儀表板上的收益是根據 YouTube 報告得出的**預估值**，可能與確認金額不同。
- 發放金額依合約約定的收益分潤比例計算。
- 如需變更收款帳戶，請於發放日前 5 個工作日告知您的負責經理。`,
      },
    },
  },
  {
    pinned: false,
    daysAgo: 2,
    texts: {
      ko: {
        title: '새 채널을 등록하셨다면 채널 인증을 완료해 주세요',
        body: `채널을 등록한 뒤 인증을 마쳐야 그 채널의 음원 수익이 집계됩니다.

## 인증 방법

1. **채널 관리**에서 채널 링크와 카테고리를 입력해 채널을 등록합니다.
2. 화면에 표시된 인증 코드를 복사해 YouTube 채널 설명란에 붙여 넣고 게시합니다.
3. 포털로 돌아와 **인증하기**를 누르면 자동으로 확인이 진행됩니다. 창을 닫아도 확인은 계속됩니다.

인증이 끝나면 검토에 영업일 기준 1~2일이 걸립니다. 검토가 보류되면 안내에 따라 내용을 고친 뒤 재검토를 요청해 주세요.

자세한 화면 안내는 [채널 인증 가이드](/guides/auths)를 참고해 주세요.`,
      },
      en: {
        title: 'Registered a new channel? Please complete its verification',
        body: `A channel's music revenue is only counted once the channel is registered and verified.

## How to verify

1. Register the channel under **Channel management** with its link and category.
2. Copy the verification code shown, paste it into your YouTube channel description and publish.
3. Come back to the portal and press **Verify**. The check runs automatically and carries on even if you close the window.

After verification, the review takes 1 to 2 business days. If the review is put on hold, correct what it asks for and request a re-review.

For screen-by-screen help, see the [channel verification guide](/guides/auths).`,
      },
      'zh-CN': {
        title: '如果您登记了新频道，请完成频道认证',
        body: `频道登记并完成认证后，才会统计该频道的音乐收益。

## 认证方法

1. 在**频道管理**中填写频道链接和类别，登记频道。
2. 复制页面上显示的认证码，粘贴到 YouTube 频道简介中并发布。
3. 回到门户网站点击**认证**，系统会自动进行确认。即使关闭窗口，确认也会继续。

认证完成后，审核需要 1 至 2 个工作日。如果审核被暂缓，请按提示修改后申请重新审核。

详细的操作说明请参阅[频道认证指南](/guides/auths)。`,
      },
      'zh-TW': {
        title: '如果您登記了新頻道，請完成頻道驗證',
        body: `頻道登記並完成驗證後，才會計算該頻道的音樂收益。

## 驗證方式

1. 在**頻道管理**中填寫頻道連結與類別，登記頻道。
2. 複製畫面上顯示的驗證碼，貼到 YouTube 頻道說明欄並發布。
3. 回到入口網站按下**驗證**，系統會自動進行確認。即使關閉視窗，確認也會繼續。

驗證完成後，審核需要 1 至 2 個工作天。如果審核被暫緩，請依提示修改後申請重新審核。

詳細的操作說明請參閱[頻道驗證指南](/guides/auths)。`,
      },
    },
  },
];

/** Posts the demo network's notices (for its site only, so other sites start empty). */
export async function insertDemoNotices(siteId: number, trx: Executor, now = new Date()) {
  const notices = createNoticesRepo(trx);
  for (const demo of DEMO_NOTICES) {
    const notice = await notices.insert(
      {
        siteId,
        pinned: demo.pinned,
        publishAt: new Date(now.getTime() - demo.daysAgo * 86_400_000),
        createdBy: 'demo',
      },
      trx,
    );
    for (const [locale, text] of Object.entries(demo.texts) as [Locale, NoticeText][]) {
      await notices.upsertText(notice.id, locale, text, trx);
    }
  }
}
