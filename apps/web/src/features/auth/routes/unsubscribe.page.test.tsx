import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { calls, installFakeApi } from '../../../../test/fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = '1.42.weeklyDigest.k1.c2lnbmF0dXJl';

describe('the unsubscribe page', () => {
  test('says which emails stop and stops them only on the button, without signing in', async () => {
    const { requests } = installFakeApi({
      'mail/unsubscribe': () => ({
        body: {
          success: true,
          message: 'Done: you will no longer receive these emails.',
          kind: 'weeklyDigest',
        },
      }),
    });
    await renderApp(`/en/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText(/“Weekly report \(Monday morning\)” emails/)).toBeTruthy();
    // Opening the link (a mail scanner does) changes nothing.
    expect(calls(requests, 'mail/unsubscribe')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByText('Done: you will no longer receive these emails.');
    expect(done.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const [call] = calls(requests, 'mail/unsubscribe');
    expect(call!.method).toBe('POST');
    expect(call!.query.get('token')).toBe(TOKEN);
    expect(call!.headers.get('Authorization')).toBeNull();
  });

  test('says so when the server refuses the link', async () => {
    installFakeApi({
      'mail/unsubscribe': () => ({
        status: 400,
        body: {
          success: false,
          code: 'unsubscribe_link_invalid',
          message: '이 수신 거부 링크는 올바르지 않습니다.',
        },
      }),
    });
    await renderApp(`/unsubscribe?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: '수신 거부' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이 수신 거부 링크는 올바르지 않습니다.',
    );
  });

  test('a link cut short or without a token is invalid at once, with no button', async () => {
    installFakeApi();
    await renderApp('/zh-CN/unsubscribe?token=1.42');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByRole('button', { name: '退订' })).toBeNull();
    expect(screen.getByRole('heading', { name: '退订邮件' })).toBeTruthy();
  });
});
