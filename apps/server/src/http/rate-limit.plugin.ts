import { isIPv6 } from 'node:net';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { callerKey } from './request-context.ts';
import { withHook } from './route-hooks.ts';

/**
 * The limit a route falls under. A route that tries a password or makes an account says
 * so in its options (`config: { rateLimitGroup: 'sign-in' }`); the limiter reads it from
 * the route the router matched, never from the raw URL, which a client can spell in
 * other ways (`/%61pi/member/login`) that reach the same call.
 */
export type RateLimitGroup = 'sign-in' | 'api';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Tighter per-address limit for calls that try a password or make an account. */
    rateLimitGroup?: RateLimitGroup;
  }
}

/** The options of a route that tries a password or makes an account. */
export const SIGN_IN_LIMITED = { rateLimitGroup: 'sign-in' } as const;

/**
 * Counts a network token's call against the token's own limit, 429 past it. Called once
 * the token is known good (site-scope.plugin.ts): an unknown token gets no allowance of
 * its own, so making tokens up only spends the address's.
 */
export type NetworkTokenLimit = (request: FastifyRequest) => Promise<void>;

/**
 * Per client address and minute, in this process's memory: behind N processes a client
 * gets up to N times the limit (docs/operations.md). Operators' calls and the web app's
 * files are not limited. Register it before the routes it limits. Network tokens have a
 * limit of their own besides, per token and minute, whatever address they come from:
 * the answer is its check, for the calls a token may make (none when turned off).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: Config['rateLimit'],
): Promise<NetworkTokenLimit | undefined> {
  // No limit on every route: each route gets its group's check below, or none at all.
  await app.register(fastifyRateLimit, { global: false, timeWindow: 60_000 });
  const perMinute: Record<RateLimitGroup, number> = {
    'sign-in': limits.signInPerMinute,
    api: limits.perMinute,
  };
  const checks = new Map<RateLimitGroup, onRequestAsyncHookHandler>();
  for (const group of ['sign-in', 'api'] as const) {
    if (perMinute[group] === 0) continue;
    checks.set(
      group,
      app.rateLimit({
        timeWindow: 60_000,
        max: perMinute[group],
        keyGenerator: (request) => `${group}:${addressKey(request.ip)}`,
      }) as onRequestAsyncHookHandler,
    );
  }
  // Which limit a call falls under is known when its route is added: calls that are not
  // limited (operators', the web app's files, a group turned off) get no hook at all.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/operator/')) return;
    const check = checks.get(route.config?.rateLimitGroup ?? 'api');
    if (!check) return;
    route.onRequest = withHook(route.onRequest, check);
  });
  if (limits.networkTokenPerMinute === 0) return undefined;
  const perToken = app.createRateLimit({
    timeWindow: 60_000,
    max: limits.networkTokenPerMinute,
    keyGenerator: callerKey,
    // The address limit's exemptions are not the token's.
    allowList: [],
  });
  return async (request) => {
    const outcome = await perToken(request);
    if (!outcome.isAllowed && outcome.isExceeded)
      throw new AppError('too_many_requests', undefined, outcome.ttlInSeconds);
  };
}

/**
 * The part of a client address a per-address limit counts: the whole IPv4 address, the
 * /64 prefix of an IPv6 one (one subscriber usually holds a whole /64 and could take a
 * new address for each request). An IPv4 address mapped into IPv6 counts as IPv4.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = expandIPv6(ip.toLowerCase());
  if (groups === undefined) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, `::` and a dotted tail expanded). */
function expandIPv6(ip: string): number[] | undefined {
  const address = ip.split('%')[0] ?? '';
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  const groups = [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : undefined;
}
