import { EARLY_CALLS_GLOBAL, type EarlyCall } from '@portal/shared';

/**
 * A call left by the first HTML's script (EARLY_CALLS_SCRIPT in @portal/shared) older than
 * this is not taken: its reply may no longer be what the app would get now.
 */
const EARLY_CALL_MAX_AGE_MS = 30_000;

type EarlyCalls = Record<string, EarlyCall<Response> | undefined>;

function earlyCalls(): EarlyCalls | undefined {
  const calls = (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  return typeof calls === 'object' && calls !== null ? (calls as EarlyCalls) : undefined;
}

function sameHeaders(sent: Record<string, string>, wanted: Record<string, string>): boolean {
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const a = lower(sent);
  const b = lower(wanted);
  const names = Object.keys(b);
  return Object.keys(a).length === names.length && names.every((name) => a[name] === b[name]);
}

/**
 * The reply of the page's early GET of `url`, when it went out with exactly `headers`
 * (besides the protection headers) and not long ago; undefined otherwise, and also when
 * the early call failed or was refused (400): then the caller makes its own. Each early
 * call is handed over at most once: the first ask for its URL forgets it, taken or not,
 * so a later call never gets an old reply.
 */
export function takeEarlyCall(
  url: string,
  headers: Record<string, string>,
): Promise<Response | undefined> | undefined {
  const calls = earlyCalls();
  const call = calls?.[url];
  if (!calls || !call) return undefined;
  delete calls[url];
  if (Date.now() - call.at > EARLY_CALL_MAX_AGE_MS || !sameHeaders(call.headers, headers)) {
    return undefined;
  }
  // A refused signature (the script's and the client's protection headers disagreeing)
  // must not become the page's error: the client's own call is the one to trust.
  return call.response.then(
    (response) => (response.status === 400 ? undefined : response),
    () => undefined,
  );
}
