import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATOR_API_PATHS, type ImportRecord, type Upload } from '@portal/shared';
import { useTestContext, type TestContext } from '../../test/test-context.ts';

const CHANNEL = 'UCuploadFixtureChannel01';
const STRANGER = 'UCuploadStrangerChanne01';
const VIEWS_HEADER =
  'date,channel_id,video_id,claimed_status,uploader_type,live_or_on_demand,subscribed_status,country_code,views,engaged_views,red_views,watch_time_minutes,red_watch_time_minutes,average_view_duration_seconds,average_view_duration_percentage,likes,shares,comments';
const row = (day: string, channel: string, video: string, views: number) =>
  `${day},${channel},${video},claimed,self,on_demand,subscribed,KR,${views},${views},0,10,0,30,80,0,0,0`;

/** A views report of two days, one row of it for a channel the site has not registered. */
const VIEWS = [
  VIEWS_HEADER,
  ...Array.from({ length: 40 }, (_, i) =>
    row('20261101', CHANNEL, `video${String(i).padStart(6, '0')}`, 100 + i),
  ),
  row('20261101', STRANGER, 'strangerVid', 5),
  row('20261102', CHANNEL, 'video000000', 7),
].join('\n');

/** The same file broken on its line 5: a number that is not one. */
const BROKEN = VIEWS.split('\n')
  .map((line, index) => (index === 4 ? line.replace(',KR,103,103,', ',KR,lots,103,') : line))
  .join('\n');

async function siteWithChannel(t: TestContext) {
  const site = await t.createSite();
  await t.database.pool.query(
    `insert into channels (site_id, youtube_id, title, category, verification_code)
     values ($1, $2, 'Upload fixture', 'music', $3)`,
    [site.id, CHANNEL, `CODE-${site.id}`],
  );
  return site;
}

async function operatorToken(t: TestContext): Promise<string> {
  return (await t.services.operatorAuth.create(`uploads-${randomUUID().slice(0, 8)}`))!.token;
}

/** The console's calls, as one operator (or a site's session) makes them. */
function as(t: TestContext, token: string, lang = 'en') {
  const headers = { authorization: `Bearer ${token}`, 'accept-language': lang };
  return {
    create: (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${OPERATOR_API_PATHS.operatorUploadCreate}`,
        headers,
        payload: body,
      }),
    chunk: (id: string, offset: number, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${OPERATOR_API_PATHS.operatorUploadChunk}?id=${id}&offset=${offset}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: bytes,
      }),
    list: (site?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${OPERATOR_API_PATHS.operatorUploadList}${site ? `?site=${site}` : ''}`,
        headers,
      }),
    history: (query = '') =>
      t.app.inject({
        method: 'GET',
        url: `/api/${OPERATOR_API_PATHS.operatorImportList}${query}`,
        headers,
      }),
    cancel: (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${OPERATOR_API_PATHS.operatorUploadCancel}`,
        headers,
        payload: { id },
      }),
    importNow: (site: string, name: string, text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${OPERATOR_API_PATHS.operatorRevenueImport}?site=${site}&name=${name}`,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: text,
      }),
  };
}

/** Polls the operator's list until the upload is done or failed, as the console does. */
async function settled(calls: ReturnType<typeof as>, id: string): Promise<Upload[]> {
  const seen: Upload[] = [];
  for (let tries = 0; tries < 150; tries++) {
    const uploads = (await calls.list()).json<{ uploads: Upload[] }>().uploads;
    const upload = uploads.find((u) => u.id === id)!;
    seen.push(upload);
    if (upload.state === 'done' || upload.state === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`upload ${id} never finished: ${JSON.stringify(seen.at(-1))}`);
}

async function chunksLeft(t: TestContext, id: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: string }>(
    'select count(*) as n from import_upload_chunks where upload_id = $1',
    [id],
  );
  return Number(rows[0]!.n);
}

async function importedFiles(t: TestContext, siteId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: string }>(
    'select count(*) as n from import_files where site_id = $1',
    [siteId],
  );
  return Number(rows[0]!.n);
}

describe('uploading a report file in chunks', () => {
  const t = useTestContext({ importUploadMaxBytes: 64 * 1024 });

  it('resumes at the server’s offset after an interruption and ends with the synchronous import’s summary', async () => {
    const site = await siteWithChannel(t);
    const other = await siteWithChannel(t);
    const calls = as(t, await operatorToken(t));
    const bytes = Buffer.from(VIEWS);
    const half = 1000;

    const created = await calls.create({
      site: site.domain,
      name: 'views.csv',
      size: bytes.length,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ upload: Upload }>().upload;
    const first = await calls.chunk(id, 0, bytes.subarray(0, half));
    expect(first.json<{ upload: Upload }>().upload).toMatchObject({
      state: 'uploading',
      received: half,
    });

    // The page is reloaded: its list shows the unfinished upload, and picking the same
    // file (name and size) again resumes it where the server is.
    const listed = (await calls.list(site.domain)).json<{ uploads: Upload[] }>().uploads;
    expect(listed).toMatchObject([
      {
        id,
        site: { id: site.id, domain: site.domain },
        file: 'views.csv',
        received: half,
        state: 'uploading',
      },
    ]);
    const again = await calls.create({ site: site.domain, name: 'views.csv', size: bytes.length });
    expect(again.json<{ upload: Upload }>().upload).toMatchObject({ id, received: half });

    // Bytes at another offset, or past the size, change nothing.
    const wrong = await calls.chunk(id, 0, bytes.subarray(0, half));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'upload_offset_mismatch' });
    const past = await calls.chunk(
      id,
      half,
      Buffer.concat([bytes.subarray(half), Buffer.from('x')]),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'upload_past_size' });
    expect(await chunksLeft(t, id)).toBe(1);

    const last = await calls.chunk(id, half, bytes.subarray(half));
    expect(last.json<{ upload: Upload }>().upload).toMatchObject({
      state: 'importing',
      received: bytes.length,
    });
    const seen = await settled(calls, id);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({ state: 'done', bytes_read: bytes.length, error: null });

    // The same file imported at once into another site says the same.
    const direct = await calls.importNow(other.domain, 'views.csv', VIEWS);
    const { success: _s, message: _m, ...summary } = direct.json<Record<string, unknown>>();
    expect(done.summary).toEqual(summary);
    expect(done.summary).toMatchObject({
      rows_read: 42,
      rows_loaded: 41,
      rows_skipped: 1,
      unmatched: [{ channel_id: STRANGER, rows: 1 }],
    });
    // Its bytes are gone; the import is in the history, by the operator who sent it.
    expect(await chunksLeft(t, id)).toBe(0);
    const history = (await calls.history(`?site=${site.domain}`)).json<{
      total: number;
      imports: ImportRecord[];
    }>();
    expect(history.total).toBe(1);
    expect(history.imports[0]).toMatchObject({
      site: { id: site.id, domain: site.domain },
      file: 'views.csv',
      kind: 'views',
      rows_read: 42,
      rows_loaded: 41,
      rows_skipped: 1,
      first_day: '2026-11-01',
      last_day: '2026-11-02',
      unmatched_channels: 1,
      unmatched: [
        { channel_id: STRANGER, rows: 1, first_day: '2026-11-01', last_day: '2026-11-01' },
      ],
    });
    expect(history.imports[0]!.imported_by).toMatch(/^uploads-/);
    // Every site's history, newest first: the synchronous import came last.
    const all = (await calls.history('?size=100')).json<{ imports: ImportRecord[] }>().imports;
    expect(all.map((record) => record.site.id).slice(0, 2)).toEqual([other.id, site.id]);

    // A done upload takes no more bytes.
    const closed = await calls.chunk(id, bytes.length, Buffer.from('x'));
    expect(closed.json()).toMatchObject({ code: 'upload_not_open' });
  });

  it('fails a broken file with its line in the operator’s language, and loads nothing', async () => {
    const site = await siteWithChannel(t);
    const calls = as(t, await operatorToken(t), 'ko');
    const bytes = Buffer.from(BROKEN);
    const { id } = (
      await calls.create({ site: site.domain, name: 'broken.csv', size: bytes.length })
    ).json<{ upload: Upload }>().upload;
    await calls.chunk(id, 0, bytes);
    const failed = (await settled(calls, id)).at(-1)!;
    expect(failed).toMatchObject({
      state: 'failed',
      summary: null,
      error: {
        line: 5,
        column: 'views',
        message: 'broken.csv (5번째 줄, "views" 열): "lots"은(는) 정수가 아닙니다',
      },
    });
    expect(await importedFiles(t, site.id)).toBe(0);
    expect(await chunksLeft(t, id)).toBe(0);
  });

  it("keeps an upload to its operator and refuses a site's session", async () => {
    const site = await siteWithChannel(t);
    const mine = as(t, await operatorToken(t));
    const theirs = as(t, await operatorToken(t));
    const { id } = (await mine.create({ site: site.domain, name: 'views.csv', size: 10 })).json<{
      upload: Upload;
    }>().upload;

    const stranger = await theirs.chunk(id, 0, Buffer.from('date,krw_'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'upload_not_found' });
    expect((await theirs.list()).json<{ uploads: Upload[] }>().uploads).toEqual([]);
    expect((await theirs.cancel(id)).statusCode).toBe(404);
    const unknown = await mine.chunk(randomUUID(), 0, Buffer.from('x'));
    expect(unknown.json()).toMatchObject({ code: 'upload_not_found' });

    const manager = await t.createAccount(site, { role: 'manager' });
    const session = as(t, await t.login(site.domain, manager.email, manager.password));
    expect((await session.chunk(id, 0, Buffer.from('x'))).statusCode).toBe(403);
    expect((await session.create({ site: site.domain, name: 'a.csv', size: 1 })).statusCode).toBe(
      403,
    );
    expect(await chunksLeft(t, id)).toBe(0);

    // Its own operator drops it.
    expect((await mine.cancel(id)).statusCode).toBe(200);
    expect((await mine.list()).json<{ uploads: Upload[] }>().uploads).toEqual([]);
  });

  it('answers bad upload input with a clear message in the operator’s language', async () => {
    const site = await siteWithChannel(t);
    const calls = as(t, await operatorToken(t), 'ko');
    const messages = async (response: Promise<{ statusCode: number; json(): unknown }>) => {
      const reply = await response;
      return [reply.statusCode, (reply.json() as { message: string }).message];
    };
    expect(await messages(calls.create({ site: site.domain, name: 'a.csv', size: 0 }))).toEqual([
      400,
      '파일 크기는 1바이트 이상의 정수여야 합니다.',
    ]);
    expect(await messages(calls.chunk('not-an-id', 0, Buffer.from('x')))).toEqual([
      400,
      '업로드 ID가 올바르지 않습니다.',
    ]);
    expect(await messages(calls.chunk(randomUUID(), -1, Buffer.from('x')))).toEqual([
      400,
      '업로드 위치(offset)는 0 이상의 정수여야 합니다.',
    ]);
    expect(
      await messages(calls.create({ site: 'nowhere.example', name: 'a.csv', size: 1 })),
    ).toEqual([404, '등록되지 않은 사이트입니다.']);
    expect((await calls.list()).json()).toMatchObject({ uploads: [] });
  });

  it('refuses a file over IMPORT_UPLOAD_MAX_BYTES and drops uploads left for a day', async () => {
    const site = await siteWithChannel(t);
    const calls = as(t, await operatorToken(t));
    const big = await calls.create({ site: site.domain, name: 'big.csv', size: 64 * 1024 + 1 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'payload_too_large' });

    const { id } = (await calls.create({ site: site.domain, name: 'left.csv', size: 100 })).json<{
      upload: Upload;
    }>().upload;
    await calls.chunk(id, 0, Buffer.from('date,krw_per_usd\n'));
    await t.database.pool.query(
      `update import_uploads set updated_at = now() - interval '25 hours' where id = $1`,
      [id],
    );
    // Past its day it is gone for the operator at once, and the sweep drops its bytes.
    expect((await calls.chunk(id, 17, Buffer.from('x'))).json()).toMatchObject({
      code: 'upload_not_found',
    });
    const { expired } = await t.app.services.revenueUploads.sweep();
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await chunksLeft(t, id)).toBe(0);
  });
});
