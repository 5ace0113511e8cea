import { describe, expect, it } from 'vitest';
import { pickNoticeLanguage, zOperatorNoticeCreateBody } from './notices.ts';

describe('pickNoticeLanguage', () => {
  it('takes the first preferred language the notice has', () => {
    expect(pickNoticeLanguage(['ko', 'en'], ['en', 'ko'])).toBe('en');
    expect(pickNoticeLanguage(['ko', 'en'], ['zh-CN', 'ko'])).toBe('ko');
  });

  it('falls back to any language, Korean first, when none preferred is there', () => {
    expect(pickNoticeLanguage(['zh-TW', 'en'], ['zh-CN', 'ko'])).toBe('en');
    expect(pickNoticeLanguage(['zh-TW'], ['ko'])).toBe('zh-TW');
    expect(pickNoticeLanguage([], ['ko'])).toBeUndefined();
  });
});

describe('zOperatorNoticeCreateBody', () => {
  it('keeps the Markdown body exactly as written and trims the title', () => {
    const body = '  <script>alert(1)</script>\n\n**굵게**  \n';
    const parsed = zOperatorNoticeCreateBody.parse({ texts: { ko: { title: ' 제목 ', body } } });
    expect(parsed.texts.ko).toEqual({ title: '제목', body });
  });

  it('names an unknown language and missing texts apart', () => {
    const unknown = zOperatorNoticeCreateBody.safeParse({
      texts: { fr: { title: 't', body: 'b' } },
    });
    expect(unknown.error?.issues[0]?.message).toBe('validation.noticeLanguageInvalid');
    const missing = zOperatorNoticeCreateBody.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('validation.noticeTextRequired');
  });
});
