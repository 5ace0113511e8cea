import { describe, expect, it } from 'vitest';
import { parseChannelLink, type ChannelLinkProblem, type ChannelLookup } from './channel-link.ts';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
const ID2 = 'UCBR8-60-B28hp2BmDPdntcQ';

const valid: [string, ChannelLookup][] = [
  [`https://www.youtube.com/channel/${ID}`, { kind: 'id', id: ID }],
  [`http://www.youtube.com/channel/${ID}`, { kind: 'id', id: ID }],
  [`youtube.com/channel/${ID}`, { kind: 'id', id: ID }],
  [`www.youtube.com/channel/${ID}/videos`, { kind: 'id', id: ID }],
  [`https://m.youtube.com/channel/${ID2}/shorts`, { kind: 'id', id: ID2 }],
  [`https://music.youtube.com/channel/${ID2}`, { kind: 'id', id: ID2 }],
  [`https://www.youtube.com/channel/${ID}/featured?si=abc123`, { kind: 'id', id: ID }],
  [`  https://WWW.YOUTUBE.COM/channel/${ID}  `, { kind: 'id', id: ID }],
  [ID, { kind: 'id', id: ID }],
  ['https://www.youtube.com/@GoogleDevelopers', { kind: 'handle', handle: '@GoogleDevelopers' }],
  ['https://youtube.com/@google.devs/shorts', { kind: 'handle', handle: '@google.devs' }],
  ['https://m.youtube.com/@my-channel_01?si=QwErTy', { kind: 'handle', handle: '@my-channel_01' }],
  ['www.youtube.com/@뮤직채널/videos', { kind: 'handle', handle: '@뮤직채널' }],
  [
    'https://www.youtube.com/%40%EB%AE%A4%EC%A7%81%EC%B1%84%EB%84%90',
    { kind: 'handle', handle: '@뮤직채널' },
  ],
  ['https://www.youtube.com/@音乐频道', { kind: 'handle', handle: '@音乐频道' }],
  ['https://www.youtube.com/@abc/featured', { kind: 'handle', handle: '@abc' }],
  ['https://www.youtube.com/@a·b·c', { kind: 'handle', handle: '@a·b·c' }],
  ['@creator', { kind: 'handle', handle: '@creator' }],
  [
    'https://www.youtube.com/user/GoogleDevelopers',
    { kind: 'username', username: 'GoogleDevelopers' },
  ],
  [
    'https://m.youtube.com/user/legacyname/videos?view=0',
    { kind: 'username', username: 'legacyname' },
  ],
  ['youtube.com/user/old.name', { kind: 'username', username: 'old.name' }],
  ['https://www.youtube.com/@shortsmaker#about', { kind: 'handle', handle: '@shortsmaker' }],
  ['https://www.youtube.com:443/@creator/videos', { kind: 'handle', handle: '@creator' }],
];

const invalid: [string, ChannelLinkProblem][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['https://youtu.be/dQw4w9WgXcQ', 'video'],
  ['youtu.be/dQw4w9WgXcQ?si=xyz', 'video'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'video'],
  ['https://www.youtube.com/shorts/abcdefghijk', 'video'],
  ['https://m.youtube.com/live/abcdefghijk', 'video'],
  ['https://www.youtube.com/playlist?list=PL123', 'video'],
  ['https://www.youtube.com/c/GoogleDevelopers', 'custom'],
  ['https://www.youtube.com/c/GoogleDevelopers/videos', 'custom'],
  ['https://www.youtube.com/GoogleDevelopers', 'custom'],
  ['https://vimeo.com/channels/staffpicks', 'not_youtube'],
  ['https://www.tiktok.com/@creator', 'not_youtube'],
  ['https://www.youtube.com@evil.example/@creator', 'not_youtube'],
  ['https://youtube.com.evil.example/channel/' + ID, 'not_youtube'],
  ['https://www.youtube.com/', 'invalid'],
  ['https://www.youtube.com/channel/', 'invalid'],
  ['https://www.youtube.com/channel/UCshort', 'invalid'],
  ['https://www.youtube.com/channel/XX_x5XG1OV2P6uZZ5FSM9Ttw', 'invalid'],
  ['https://www.youtube.com/@ab', 'invalid'],
  ['https://www.youtube.com/@' + 'a'.repeat(31), 'invalid'],
  ['@has space', 'invalid'],
  ['https://www.youtube.com/feed/subscriptions', 'invalid'],
  ['javascript:alert(1)', 'invalid'],
  ['ftp://www.youtube.com/@creator', 'invalid'],
  ['hello', 'invalid'],
  ['https://www.youtube.com/%E0%A4%A', 'invalid'],
  ['https://www.youtube.com/' + 'x'.repeat(600), 'invalid'],
];

describe('parseChannelLink', () => {
  it.each(valid)('reads %s', (link, lookup) => {
    expect(parseChannelLink(link)).toEqual({ ok: true, lookup });
  });

  it.each(invalid)('refuses %j as %s', (link, problem) => {
    expect(parseChannelLink(link)).toEqual({ ok: false, problem });
  });

  it('covers at least 30 real-looking links', () => {
    expect(valid.length + invalid.length).toBeGreaterThanOrEqual(30);
  });
});
