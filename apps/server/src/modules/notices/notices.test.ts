import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OperatorNotice } from '@portal/shared';
import { insertDemoNotices } from '../../demo/demo-notices.ts';
import { useTestContext, type TestContext } from '../../test/test-context.ts';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Notices for every site show on every site of this file: each test removes its own. */
const globalNotices = new Set<number>();

function operatorOf(t: TestContext) {
  let token = '';
  beforeAll(async () => {
    const created = await t.services.operatorAuth.create(`notices-${randomUUID().slice(0, 8)}`);
    token = created!.token;
  });
  afterEach(async () => {
    for (const id of globalNotices) await send('POST', 'operator/notices/delete', { id });
    globalNotices.clear();
  });
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') =>
    t.app.inject({
      method,
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    send,
    /** Posts a notice and returns it; fails the test when refused. */
    async post(body: Record<string, unknown>): Promise<OperatorNotice> {
      const response = await send('POST', 'operator/notices/create', body);
      expect(response.statusCode, response.body).toBe(200);
      const notice = response.json<{ notice: OperatorNotice }>().notice;
      if (notice.scope === 'global') globalNotices.add(notice.id);
      return notice;
    },
  };
}

const ko = (title: string, body = `${title} 본문`) => ({ ko: { title, body } });

/** A member signed in on a site, calling the notices API in `lang`. */
async function readerOn(t: TestContext, site: { id: number; domain: string }) {
  const account = await t.createAccount(site);
  const token = await t.login(site.domain, account.email, account.password);
  const get = (path: string, lang = 'en') =>
    t.call('GET', path, { domain: site.domain, token, lang });
  return {
    account,
    token,
    get,
    async titles(lang = 'en'): Promise<string[]> {
      const response = await get('notice/list?size=100', lang);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ notices: { title: string }[] }>().notices.map((n) => n.title);
    },
    async unread(): Promise<number> {
      return (await get('notice/unread-count')).json<{ unread: number }>().unread;
    },
  };
}

describe('notices for members', () => {
  const t = useTestContext();
  const operator = operatorOf(t);

  it('show in the request’s language, else the site’s default language, else any', async () => {
    const site = await t.createSite({ defaultLanguage: 'en' });
    const reader = await readerOn(t, site);
    const both = await operator.post({
      site: site.domain,
      texts: {
        ko: { title: '정산 일정 안내', body: '매월 **25일** 정산' },
        en: { title: 'Settlement schedule', body: 'Paid on the **25th**' },
      },
      publish_at: daysAgo(2),
    });
    await operator.post({
      site: site.domain,
      texts: { 'zh-TW': { title: '上傳規則', body: '每支影片只用一首歌。' } },
      publish_at: daysAgo(1),
    });

    const list = await reader.get('notice/list', 'ko');
    expect(list.json()).toMatchObject({
      success: true,
      notices: [
        { title: '上傳規則', language: 'zh-TW' },
        { id: both.id, title: '정산 일정 안내', language: 'ko', pinned: false, read: false },
      ],
    });
    // Simplified Chinese is missing: the site's default (English), not Korean.
    expect(await reader.titles('zh-CN')).toEqual(['上傳規則', 'Settlement schedule']);

    const detail = await reader.get(`notice/detail?id=${both.id}`, 'zh-CN');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().notice).toEqual({
      id: both.id,
      title: 'Settlement schedule',
      body: 'Paid on the **25th**',
      language: 'en',
      published_at: both.publish_at,
      pinned: false,
      read: true,
    });
    expect((await reader.get(`notice/detail?id=${both.id}`, 'ko')).json().notice).toMatchObject({
      title: '정산 일정 안내',
      body: '매월 **25일** 정산',
      language: 'ko',
    });
  });

  it('of one site never show on another; global ones show on both', async () => {
    const siteA = await t.createSite();
    const siteB = await t.createSite();
    const onA = await readerOn(t, siteA);
    const onB = await readerOn(t, siteB);
    const forA = await operator.post({
      site: siteA.domain,
      texts: ko('A 공지'),
      publish_at: daysAgo(2),
    });
    const forAll = await operator.post({ texts: ko('전체 공지'), publish_at: daysAgo(1) });
    expect(forAll).toMatchObject({ scope: 'global', site: null });

    expect(await onA.titles()).toEqual(['전체 공지', 'A 공지']);
    expect(await onB.titles()).toEqual(['전체 공지']);
    expect(await onA.unread()).toBe(2);
    expect(await onB.unread()).toBe(1);

    const foreign = await onB.get(`notice/detail?id=${forA.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      success: false,
      code: 'not_found',
      message: 'We could not find what you asked for.',
    });
    expect((await onB.get(`notice/detail?id=${forAll.id}`)).statusCode).toBe(200);
    expect(await onB.unread()).toBe(0);
    // Reading the global notice on B marks it for that account only.
    expect(await onA.unread()).toBe(2);
  });

  it('are listed pinned first, then newest first, in pages; scheduled ones stay hidden', async () => {
    const site = await t.createSite();
    const reader = await readerOn(t, site);
    const post = (title: string, days: number, extra: Record<string, unknown> = {}) =>
      operator.post({ site: site.domain, texts: ko(title), publish_at: daysAgo(days), ...extra });
    await post('오래된 고정 공지', 30, { pinned: true });
    await post('사흘 전', 3);
    await post('어제', 1);
    await post('열흘 전', 10);
    const scheduled = await post('다음 주 공지', -7);
    await post('최근 고정 공지', 5, { pinned: true });

    expect(await reader.titles()).toEqual([
      '최근 고정 공지',
      '오래된 고정 공지',
      '어제',
      '사흘 전',
      '열흘 전',
    ]);
    const second = (await reader.get('notice/list?page=1&size=2')).json();
    expect(second).toMatchObject({ page: 1, size: 2, total: 5, unread: 5 });
    expect(second.notices.map((n: { title: string }) => n.title)).toEqual(['어제', '사흘 전']);
    const last = (await reader.get('notice/list?page=2&size=2')).json();
    expect(last.notices.map((n: { title: string }) => n.title)).toEqual(['열흘 전']);
    expect((await reader.get('notice/list?page=3&size=2')).json().notices).toEqual([]);
    expect((await reader.get('notice/list')).json()).toMatchObject({ page: 0, size: 20 });

    expect(scheduled.published).toBe(false);
    expect((await reader.get(`notice/detail?id=${scheduled.id}`)).statusCode).toBe(404);
    expect(await reader.unread()).toBe(5);

    // Once its time is moved to the past, the scheduled notice appears at the top.
    const moved = await operator.send('POST', 'operator/notices/update', {
      id: scheduled.id,
      publish_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await reader.titles())[2]).toBe('다음 주 공지');
    expect(await reader.unread()).toBe(6);
  });

  it('are read per account: opening marks it for that account only, once', async () => {
    const site = await t.createSite();
    const alice = await readerOn(t, site);
    const bob = await readerOn(t, site);
    const first = await operator.post({
      site: site.domain,
      texts: ko('첫 공지'),
      publish_at: daysAgo(2),
    });
    await operator.post({ site: site.domain, texts: ko('둘째 공지'), publish_at: daysAgo(1) });
    expect(await alice.unread()).toBe(2);

    const opened = await alice.get(`notice/detail?id=${first.id}`);
    expect(opened.json()).toMatchObject({ success: true, unread: 1, notice: { read: true } });
    expect((await alice.get(`notice/detail?id=${first.id}`)).json().unread).toBe(1);
    expect(await alice.unread()).toBe(1);
    expect(await bob.unread()).toBe(2);

    const aliceList = (await alice.get('notice/list')).json();
    expect(aliceList.unread).toBe(1);
    expect(aliceList.notices.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    const bobList = (await bob.get('notice/list')).json();
    expect(bobList.notices.map((n: { read: boolean }) => n.read)).toEqual([false, false]);

    const reads = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from notice_reads where site_id = ${site.id}`,
    );
    expect(reads.rows).toEqual([{ count: 1 }]);
  });

  it('return the Markdown body exactly as written: sanitising is the renderer’s job', async () => {
    const site = await t.createSite();
    const reader = await readerOn(t, site);
    const body =
      '# 제목\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[링크](javascript:alert(1))  \n  끝 공백 유지  ';
    const notice = await operator.post({
      site: site.domain,
      texts: { ko: { title: '  <b>굵게</b>  ', body } },
      publish_at: daysAgo(1),
    });
    expect(notice.texts.ko).toEqual({ title: '<b>굵게</b>', body });
    const detail = (await reader.get(`notice/detail?id=${notice.id}`)).json().notice;
    expect(detail.body).toBe(body);
    expect(detail.title).toBe('<b>굵게</b>');
  });

  it('of the demo network are there in all four languages, the upload rules pinned', async () => {
    const site = await t.createSite();
    await insertDemoNotices(site.id, t.database.db);
    const reader = await readerOn(t, site);
    const expected: Record<string, string> = {
      ko: '쇼츠 업로드 전 꼭 확인해 주세요: 음원 사용 규칙',
      en: 'Before you upload a Short: music usage rules',
      'zh-CN': '上传 Shorts 前请务必确认：音乐使用规则',
      'zh-TW': '上傳 Shorts 前請務必確認：音樂使用規則',
    };
    for (const [lang, title] of Object.entries(expected)) {
      const list = (await reader.get('notice/list', lang)).json();
      expect(list.total, lang).toBe(3);
      expect(list.notices[0], lang).toMatchObject({ title, language: lang, pinned: true });
      expect(
        list.notices.every((n: { language: string }) => n.language === lang),
        lang,
      ).toBe(true);
    }
    expect(await reader.unread()).toBe(3);
  });

  it('need a session, and a notice id that is a number', async () => {
    const site = await t.createSite();
    for (const path of ['notice/list', 'notice/unread-count', 'notice/detail?id=1']) {
      const response = await t.call('GET', path, { domain: site.domain });
      expect(response.statusCode, path).toBe(401);
    }
    const reader = await readerOn(t, site);
    const bad = await reader.get('notice/detail?id=abc', 'ko');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'invalid_input',
      message: '공지사항 번호가 올바르지 않습니다.',
    });
    expect((await reader.get('notice/detail?id=999999999')).statusCode).toBe(404);
    expect((await reader.get('notice/list?size=101', 'zh-TW')).json().message).toBe(
      '每頁可顯示 1 至 100 筆。',
    );
  });
});

describe('operator notice calls', () => {
  const t = useTestContext();
  const operator = operatorOf(t);

  it('are refused without an operator token, with a member’s or a manager’s session', async () => {
    const site = await t.createSite();
    const member = await t.createAccount(site);
    const manager = await t.createAccount(site, { role: 'manager' });
    const sessions = [
      await t.login(site.domain, member.email, member.password),
      await t.login(site.domain, manager.email, manager.password),
    ];
    const calls: [string, string, unknown][] = [
      ['GET', 'operator/notices/list', undefined],
      ['POST', 'operator/notices/create', { site: site.domain, texts: ko('몰래 쓴 공지') }],
      ['POST', 'operator/notices/update', { id: 1, pinned: true }],
      ['POST', 'operator/notices/delete', { id: 1 }],
    ];
    for (const [method, url, body] of calls) {
      const send = (authorization?: string) =>
        t.app.inject({
          method: method as 'GET' | 'POST',
          url: `/api/${url}`,
          headers: {
            'x-site-domain': site.domain,
            ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
          },
          ...(body === undefined ? {} : { payload: body as object }),
        });
      expect((await send()).statusCode, url).toBe(401);
      for (const session of sessions) expect((await send(session)).statusCode, url).toBe(403);
      expect((await send('not-a-token')).statusCode, url).toBe(403);
    }
    const count = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from notices where site_id = ${site.id}`,
    );
    expect(count.rows).toEqual([{ count: 0 }]);
  });

  it('create, list, update and delete notices with every language and their scope', async () => {
    const site = await t.createSite();
    const reader = await readerOn(t, site);
    const createdResponse = await operator.send(
      'POST',
      'operator/notices/create',
      {
        site: `WWW.${site.domain.toUpperCase()}`,
        pinned: true,
        texts: {
          ko: { title: '업로드 규칙', body: '규칙' },
          en: { title: 'Upload rules', body: 'Rules' },
        },
      },
      'ko',
    );
    expect(createdResponse.statusCode, createdResponse.body).toBe(200);
    expect(createdResponse.json().message).toBe('공지사항이 등록되었습니다.');
    const created: OperatorNotice = createdResponse.json().notice;
    expect(created).toMatchObject({
      scope: 'site',
      site: { id: site.id, name: site.name, domains: [site.domain] },
      pinned: true,
      published: true,
      created_by: expect.stringMatching(/^notices-/),
      texts: {
        ko: { title: '업로드 규칙', body: '규칙' },
        en: { title: 'Upload rules', body: 'Rules' },
      },
    });
    const scheduled = await operator.post({
      site: site.domain,
      texts: ko('예약 공지'),
      publish_at: '2099-01-01T09:00:00+09:00',
    });
    expect(scheduled).toMatchObject({ publish_at: '2099-01-01T00:00:00.000Z', published: false });

    const list = await operator.send('GET', 'operator/notices/list?size=100');
    expect(list.statusCode).toBe(200);
    const listed = list.json().notices.filter((n: OperatorNotice) => n.site?.id === site.id);
    expect(listed.map((n: OperatorNotice) => n.id)).toEqual([scheduled.id, created.id]);

    const updated = await operator.send('POST', 'operator/notices/update', {
      id: created.id,
      site: null,
      pinned: false,
      texts: { ko: null, 'zh-CN': { title: '上传规则', body: '规则' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    globalNotices.add(created.id);
    expect(updated.json()).toMatchObject({
      message: 'The notice has been updated.',
      notice: { id: created.id, scope: 'global', site: null, pinned: false },
    });
    expect(Object.keys(updated.json().notice.texts)).toEqual(['en', 'zh-CN']);
    expect(await reader.titles('zh-CN')).toEqual(['上传规则']);

    await reader.get(`notice/detail?id=${created.id}`);
    const deleted = await operator.send('POST', 'operator/notices/delete', { id: created.id });
    expect(deleted.json()).toEqual({ success: true, message: 'The notice has been deleted.' });
    globalNotices.delete(created.id);
    expect((await reader.get(`notice/detail?id=${created.id}`)).statusCode).toBe(404);
    expect(await reader.titles()).toEqual([]);
    const again = await operator.send('POST', 'operator/notices/delete', { id: created.id });
    expect(again.statusCode).toBe(404);
    const reads = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from notice_reads where notice_id = ${created.id}`,
    );
    expect(reads.rows).toEqual([{ count: 0 }]);
  });

  const invalid: [string, string, Record<string, unknown>, string][] = [
    [
      'no texts',
      'create',
      { texts: {} },
      'Please give the notice a title and text in at least one language.',
    ],
    [
      'texts missing',
      'create',
      {},
      'Please give the notice a title and text in at least one language.',
    ],
    [
      'an unknown language',
      'create',
      { texts: { fr: { title: 'a', body: 'b' } } },
      'A notice language must be one of ko, en, zh-CN and zh-TW.',
    ],
    [
      'a blank title',
      'create',
      { texts: { ko: { title: '  ', body: 'b' } } },
      'Please enter a title for the notice.',
    ],
    [
      'a title of 201',
      'create',
      { texts: { ko: { title: 't'.repeat(201), body: 'b' } } },
      'The notice title can be up to 200 characters.',
    ],
    [
      'a blank body',
      'create',
      { texts: { ko: { title: 't', body: ' \n ' } } },
      'Please enter the text of the notice.',
    ],
    [
      'a body of 20,001',
      'create',
      { texts: { ko: { title: 't', body: 'b'.repeat(20_001) } } },
      'The notice text can be up to 20,000 characters per language.',
    ],
    [
      'a time without zone',
      'create',
      { texts: ko('t'), publish_at: '2026-12-01 09:00' },
      'Please give the publish time in ISO 8601 with a time zone (e.g. 2026-12-01T09:00:00+09:00).',
    ],
    [
      'pinned as text',
      'create',
      { texts: ko('t'), pinned: 'yes' },
      'Please check what you entered.',
    ],
    ['nothing to change', 'update', { id: 1 }, 'Please give at least one thing to change.'],
    ['an id of zero', 'update', { id: 0, pinned: true }, 'The notice number is not valid.'],
    ['no id', 'delete', {}, 'The notice number is not valid.'],
  ];
  it.each(invalid)(
    'refuse %s with a message in the caller’s language',
    async (_case, call, body, message) => {
      const response = await operator.send('POST', `operator/notices/${call}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'invalid_input', message });
    },
  );

  it('keep at least one language, and name an unknown site or notice', async () => {
    const site = await t.createSite();
    const notice = await operator.post({ site: site.domain, texts: ko('하나뿐') });
    const last = await operator.send(
      'POST',
      'operator/notices/update',
      {
        id: notice.id,
        texts: { ko: null },
      },
      'ko',
    );
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(
      '공지사항의 제목과 내용을 한 가지 이상의 언어로 입력해 주세요.',
    );
    expect(
      (await operator.send('GET', 'operator/notices/list?size=100')).json().notices,
    ).toContainEqual(
      expect.objectContaining({
        id: notice.id,
        texts: { ko: { title: '하나뿐', body: '하나뿐 본문' } },
      }),
    );

    const nowhere = await operator.send('POST', 'operator/notices/create', {
      site: 'nowhere.example',
      texts: ko('어디에도'),
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().code).toBe('unknown_site');
    const missing = await operator.send('POST', 'operator/notices/update', {
      id: 987654321,
      pinned: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are described in the OpenAPI document with the members’ calls', async () => {
    const docs = await t.call('GET', 'docs');
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/notice/list',
      '/api/notice/detail',
      '/api/notice/unread-count',
      '/api/operator/notices/list',
      '/api/operator/notices/create',
      '/api/operator/notices/update',
      '/api/operator/notices/delete',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('take four languages of long Markdown in one call', async () => {
    const site = await t.createSite();
    const long = { title: '긴 공지', body: '가'.repeat(20_000) };
    const notice = await operator.post({
      site: site.domain,
      texts: { ko: long, en: long, 'zh-CN': long, 'zh-TW': long },
    });
    expect(Object.keys(notice.texts)).toHaveLength(4);
  });
});

describe('operator command', () => {
  const t = useTestContext();
  const env = () => ({
    ...process.env,
    DATABASE_URL: inject('testDatabase').url,
    LOG_LEVEL: 'silent',
  });
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [CLI, ...args], { env: env() });
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'notices-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sites create makes a site that answers on its domain, once', async () => {
    const domain = `cli-${randomUUID().slice(0, 8)}.example`;
    const link = (
      await run('sites', 'create', domain, '--name', 'CLI 네트워크', '--manager', 'm@cli.example')
    ).stdout.trim();
    expect(link).toContain(`https://${domain}/external/auth?code=`);
    const meta = await t.call('GET', `v2/mcn/meta?domain=${domain}`);
    expect(meta.json().site).toMatchObject({ name: 'CLI 네트워크', language: 'ko' });
    await expect(
      run('sites', 'create', domain, '--name', 'again', '--manager', 'm@cli.example'),
    ).rejects.toMatchObject({ code: 1 });
    await expect(
      run('sites', 'create', 'not a domain', '--name', 'x', '--manager', 'm@cli.example'),
    ).rejects.toMatchObject({ code: 2 });
  });

  it('notices create, list, update and delete a notice written in Markdown files', async () => {
    const site = await t.createSite();
    const koFile = path.join(dir, 'ko.md');
    writeFileSync(koFile, '## 안내\n\n- 첫째\n- 둘째\n');
    const created = await run(
      'notices',
      'create',
      '--title-ko',
      '정산 안내',
      '--body-ko-file',
      koFile,
      '--title-zh-CN',
      '结算通知',
      '--body-zh-CN',
      '每月结算。',
      '--site',
      site.domain,
      '--pin',
      '--publish-at',
      '2026-01-05T09:00:00+09:00',
    );
    const id = Number(created.stdout.trim());
    expect(id).toBeGreaterThan(0);

    const reader = await readerOn(t, site);
    expect((await reader.get(`notice/detail?id=${id}`, 'ko')).json().notice).toMatchObject({
      title: '정산 안내',
      body: '## 안내\n\n- 첫째\n- 둘째\n',
      pinned: true,
      published_at: '2026-01-05T00:00:00.000Z',
    });
    expect((await run('notices', 'list')).stdout).toContain(
      `${id}\t${site.domain}\tpinned\t2026-01-05T00:00:00.000Z\tko,zh-CN\t정산 안내`,
    );

    await run(
      'notices',
      'update',
      String(id),
      '--title-ko',
      '정산 일정 안내',
      '--unpin',
      '--remove-zh-cn',
    );
    // The Korean body stays when only the title changes; Chinese is gone.
    expect((await reader.get(`notice/detail?id=${id}`, 'zh-CN')).json().notice).toMatchObject({
      title: '정산 일정 안내',
      body: '## 안내\n\n- 첫째\n- 둘째\n',
      language: 'ko',
      pinned: false,
    });

    await run('notices', 'delete', String(id));
    expect((await reader.get(`notice/detail?id=${id}`)).statusCode).toBe(404);
    await expect(run('notices', 'delete', String(id))).rejects.toMatchObject({ code: 1 });
  });

  it('notices refuses what the API refuses, saying why', async () => {
    const site = await t.createSite();
    const id = (
      await run(
        'notices',
        'create',
        '--title-ko',
        '하나',
        '--body-ko',
        '본문',
        '--site',
        site.domain,
      )
    ).stdout.trim();
    await expect(run('notices', 'update', id, '--remove-ko')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('at least one language'),
    });
    await expect(run('notices', 'create', '--title-ko', '본문 없음')).rejects.toMatchObject({
      code: 2,
    });
    await expect(
      run('notices', 'create', '--title-ko', 't', '--body-ko', 'b', '--site', 'nowhere.example'),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('not registered') });
    await expect(
      run('notices', 'create', '--title-ko', 't', '--body-ko', 'b', '--publish-at', 'tomorrow'),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('ISO 8601') });
    await expect(
      run('notices', 'create', '--title-ko', 't', '--body-ko-file', path.join(dir, 'none.md')),
    ).rejects.toMatchObject({ code: 2 });
    await expect(run('notices', 'frobnicate')).rejects.toMatchObject({ code: 2 });
  });
});

const CLI = path.resolve(import.meta.dirname, '../operator/cli/cli.ts');
