import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import type { AuditEntry } from '@portal/shared';
import { useTestContext } from '../../test/test-context.ts';

const CLI = path.resolve(import.meta.dirname, './cli/cli.ts');

describe('operator calls', () => {
  const t = useTestContext();
  const whoami = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/operator/whoami',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('accept a live operator token and nothing else', async () => {
    const created = await t.services.operatorAuth.create(`ops-${Date.now()}`);
    expect(created).toBeDefined();
    const ok = await whoami(created!.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, operator: created!.operator.name });

    expect((await whoami()).statusCode).toBe(401);
    expect((await whoami('not-a-token')).statusCode).toBe(403);
    expect((await whoami('x'.repeat(1000))).statusCode).toBe(403);

    // A member's or manager's session is not an operator token.
    const site = await t.createSite();
    const manager = await t.createAccount(site, { role: 'manager' });
    const session = await t.login(site.domain, manager.email, manager.password);
    expect((await whoami(session)).statusCode).toBe(403);
  });

  it('are opened and closed by the operator command line', async () => {
    const env = { ...process.env, DATABASE_URL: inject('testDatabase').url, LOG_LEVEL: 'silent' };
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [CLI, ...args], { env });
    const name = `cli-${Date.now()}`;
    const { stdout } = await run('token', 'create', name);
    const token = stdout.trim();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await whoami(token)).statusCode).toBe(200);
    await expect(run('token', 'create', name)).rejects.toMatchObject({ code: 1 });
    expect((await run('token', 'list')).stdout).toContain(name);
    await run('token', 'revoke', name);
    expect((await whoami(token)).statusCode).toBe(403);
    await expect(run('token', 'revoke', name)).rejects.toMatchObject({ code: 1 });
    await expect(run('token', 'create', 'bad name!')).rejects.toMatchObject({ code: 2 });
  });

  it('go into the audit log under the site they name, else under the platform', async () => {
    const { token, operator } = (await t.services.operatorAuth.create(`audit-${Date.now()}`))!;
    const site = await t.createSite();
    const call = (url: string, payload: unknown, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/${url}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload: payload as string,
      });
    const texts = { en: { title: 'Audit', body: 'Named site' } };
    expect((await call('notices/create', { texts, site: site.domain })).statusCode).toBe(200);
    const global = await call('notices/create', { texts });
    expect(global.statusCode).toBe(200);
    // A notice for every site shows on other files' sites too: it goes when this test ends.
    onTestFinished(async () => {
      await call('notices/delete', { id: global.json<{ notice: { id: number } }>().notice.id });
    });
    const image = await call(
      `sites/image?site=${site.domain}&kind=logo`,
      'not an image',
      'image/png',
    );
    expect(image.statusCode).toBe(400);
    const audit = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operator/audit?action=operator.call&size=200${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return response
        .json<{ entries: AuditEntry[] }>()
        .entries.filter((entry) => entry.actor === `operator:${operator.name}`)
        .map(({ site_id, detail }) => ({ site_id, ...detail }));
    };
    expect(await audit(`&site=${site.domain}`)).toEqual([
      { site_id: site.id, call: 'operator/sites/image', status: 400 },
      { site_id: site.id, call: 'operator/notices/create', status: 200 },
    ]);
    expect((await audit('')).filter((entry) => entry.site_id === 0)).toEqual([
      { site_id: 0, call: 'operator/notices/create', status: 200 },
    ]);
  });
});
