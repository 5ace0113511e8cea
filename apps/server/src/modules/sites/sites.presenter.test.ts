import { describe, expect, it } from 'vitest';
import { presentNewSite } from './sites.presenter.ts';
import type { Site } from './sites.repo.ts';

const site: Site = {
  id: 7,
  name: 'Example',
  designId: 'mcn-1',
  colorPrimary: '4f46e5',
  colorPrimaryDim: 'eef2ff',
  logoFavicon: null,
  logo: null,
  logoMeta: null,
  exclusiveLogo: null,
  isPlaylist: false,
  currency: 'KRW',
  defaultLanguage: 'ko',
  timeZone: null,
  createdAt: new Date('2026-03-01T00:00:00Z'),
};

describe('a new site as the operator call answers it', () => {
  it('gives the manager a login link and never the password made for them', () => {
    const created = {
      site,
      domains: ['example.com'],
      linkDomain: 'example.com',
      manager: { id: 3, email: 'boss@example.com', passwordHash: 'scrypt$hash-of-the-password' },
      password: 'the-one-time-password',
      login: { code: 'login-code', expiresAt: new Date('2026-03-01T00:15:00Z') },
    };
    const reply = presentNewSite(created, 'https://example.com/external/auth?code=login-code');
    expect(reply.manager).toEqual({
      email: 'boss@example.com',
      login_link: 'https://example.com/external/auth?code=login-code',
      expires_at: '2026-03-01T00:15:00.000Z',
    });
    const text = JSON.stringify(reply);
    expect(text).not.toContain('the-one-time-password');
    expect(text).not.toContain('hash-of-the-password');
  });
});
