/**
 * Reads the YouTube channel link a creator pastes (docs/product.md §14.5) into something
 * the Data API can look up, or says why it cannot.
 */

export type ChannelLookup =
  | { kind: 'id'; id: string }
  | { kind: 'handle'; handle: string }
  | { kind: 'username'; username: string };

/**
 * Why a link was refused; each has a message telling the user what to paste instead:
 * - `empty`: nothing given;
 * - `video`: a video or Short link (youtu.be, /watch, /shorts/ID), not a channel;
 * - `custom`: a /c/ custom name or a bare youtube.com/name, which the API cannot look up;
 * - `not_youtube`: a link to another site;
 * - `invalid`: anything else we cannot read as a channel.
 */
export type ChannelLinkProblem = 'empty' | 'video' | 'custom' | 'not_youtube' | 'invalid';

export type ChannelLinkResult =
  { ok: true; lookup: ChannelLookup } | { ok: false; problem: ChannelLinkProblem };

/** `UC` + 22 of [0-9A-Za-z_-] (the format YouTube uses; not guaranteed, but checked). */
const CHANNEL_ID = /^UC[0-9A-Za-z_-]{22}$/;
/** Handles: 3–30 letters or digits of many scripts, plus _ - . · (after the @). */
const HANDLE = /^@[\p{L}\p{M}\p{N}_.\-·]{3,30}$/u;
const USERNAME = /^[0-9A-Za-z_.-]{1,100}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const VIDEO_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIDEO_PATHS = new Set(['watch', 'shorts', 'live', 'embed', 'v', 'playlist', 'clip']);
/** Paths that are YouTube pages, not someone's custom channel name. */
const RESERVED_PATHS = new Set([
  'feed',
  'results',
  'account',
  'premium',
  'music',
  'gaming',
  'about',
  't',
  'howyoutubeworks',
  'kids',
]);
export const CHANNEL_LINK_MAX = 500;

export function parseChannelLink(input: string): ChannelLinkResult {
  const text = input.trim();
  if (!text) return { ok: false, problem: 'empty' };
  if (text.length > CHANNEL_LINK_MAX) return { ok: false, problem: 'invalid' };
  if (CHANNEL_ID.test(text)) return { ok: true, lookup: { kind: 'id', id: text } };
  if (text.startsWith('@')) {
    return HANDLE.test(text)
      ? { ok: true, lookup: { kind: 'handle', handle: text } }
      : { ok: false, problem: 'invalid' };
  }

  // Split by hand: this package runs in browsers and Node alike and assumes no URL global.
  const parts = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/?#]*)([^?#]*)/i.exec(text);
  const scheme = parts?.[1]?.toLowerCase();
  if (!parts || (scheme !== undefined && scheme !== 'https' && scheme !== 'http')) {
    return { ok: false, problem: 'invalid' };
  }
  // Drop user info ("youtube.com@evil.example" is evil.example) and the port.
  const authority = parts[2] ?? '';
  const host = (authority.slice(authority.lastIndexOf('@') + 1).split(':')[0] ?? '').toLowerCase();
  if (!host || /\s/.test(text)) return { ok: false, problem: 'invalid' };
  if (VIDEO_HOSTS.has(host)) return { ok: false, problem: 'video' };
  if (!YOUTUBE_HOSTS.has(host)) {
    // A bare word ("hello") is not a link at all.
    return { ok: false, problem: host.includes('.') ? 'not_youtube' : 'invalid' };
  }

  let segments: string[];
  try {
    segments = (parts[3] ?? '')
      .split('/')
      .filter(Boolean)
      .map((segment: string) => decodeURIComponent(segment));
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const [first, second] = segments;
  if (!first) return { ok: false, problem: 'invalid' };
  const head = first.toLowerCase();

  if (first.startsWith('@')) {
    return HANDLE.test(first)
      ? { ok: true, lookup: { kind: 'handle', handle: first } }
      : { ok: false, problem: 'invalid' };
  }
  if (head === 'channel') {
    return second && CHANNEL_ID.test(second)
      ? { ok: true, lookup: { kind: 'id', id: second } }
      : { ok: false, problem: 'invalid' };
  }
  if (head === 'user') {
    return second && USERNAME.test(second)
      ? { ok: true, lookup: { kind: 'username', username: second } }
      : { ok: false, problem: 'invalid' };
  }
  if (head === 'c') return { ok: false, problem: second ? 'custom' : 'invalid' };
  if (VIDEO_PATHS.has(head)) return { ok: false, problem: 'video' };
  if (RESERVED_PATHS.has(head)) return { ok: false, problem: 'invalid' };
  // youtube.com/name: a legacy custom URL with no API lookup.
  return USERNAME.test(first)
    ? { ok: false, problem: 'custom' }
    : { ok: false, problem: 'invalid' };
}

/** The link we show for a channel: by its id, which never changes (handles can). */
export function channelUrl(channelId: string): string {
  return `https://www.youtube.com/channel/${channelId}`;
}
