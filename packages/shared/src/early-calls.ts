import { API_BASE, API_PATHS } from './api/paths.ts';
import { DEFAULT_REPORT_PERIOD, VIDEO_REPORT_FIRST_VIEW } from './api/report-periods.ts';
import { HEADERS, SITE_BOOTSTRAP_ELEMENT_ID, type MODAL_QUERY_FLAGS } from './constants.ts';
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALES } from './locales.ts';
import { PROTECTION_HEADERS } from './protection.ts';

/**
 * The first calls of a signed-in page, started by a script in the first HTML before the
 * app's code has arrived (the session token is in localStorage, which no preload can
 * send). The app's API client takes each reply over once, when its own call would send
 * the same URL with the same headers, and otherwise makes its own call.
 */

/** Where the script leaves its calls, by URL as the app's client builds it. */
export const EARLY_CALLS_GLOBAL = '__portalEarlyCalls';

/** `TResponse`: the browser's Response (this package names no platform). */
export interface EarlyCall<TResponse = unknown> {
  /** The headers sent besides the protection headers, as the app's client names them. */
  headers: Record<string, string>;
  /** `Date.now()` when the call went out. */
  at: number;
  response: Promise<TResponse>;
}

/** The paths (without a locale prefix) whose page's first data call the script makes too. */
export const EARLY_PAGE_CALLS: Readonly<Record<string, string>> = {
  // The dashboard's summary under the default filters, which a new page load starts from.
  '/dashboard': `${API_BASE}${API_PATHS.reportSummary}?period=${DEFAULT_REPORT_PERIOD}`,
  // The video report's first page under the default filters, as its client orders them.
  '/report-video':
    `${API_BASE}${API_PATHS.reportVideos}?period=${DEFAULT_REPORT_PERIOD}` +
    `&sort=${VIDEO_REPORT_FIRST_VIEW.sort}&order=${VIDEO_REPORT_FIRST_VIEW.order}` +
    `&page=0&size=${VIDEO_REPORT_FIRST_VIEW.size}`,
};

/**
 * A Short's detail that the address opens (`?videoDetail=<id>`, docs/product.md §3.6) on
 * the pages that show it: the script asks for it under the default filters, its query
 * built as the app's client builds it (the period, then the id).
 */
export const EARLY_DETAIL_CALL = {
  flag: 'videoDetail' satisfies (typeof MODAL_QUERY_FLAGS)[number],
  paths: ['/dashboard', '/report-video'],
  url: `${API_BASE}${API_PATHS.reportVideo}`,
  period: DEFAULT_REPORT_PERIOD,
} as const;

/**
 * The script, fixed text (the server allows it by its hash): with a token and the site's
 * block in the page, it sends GET member/me, the page's call and a Short's detail the
 * address opens, with the headers the app would send (the language the app will show, the
 * block's site, its playlist flag and currency) and the protection headers (protection.ts,
 * rewritten without modules). It must stay after the site block, and plain ES2017 for
 * every browser the app supports.
 */
export const EARLY_CALLS_SCRIPT = `(function () {
  try {
    var token = localStorage.getItem('accessToken');
    var block = document.getElementById(${JSON.stringify(SITE_BOOTSTRAP_ELEMENT_ID)});
    if (!token || !block || !window.crypto || !crypto.subtle || !window.fetch) return;
    var data = JSON.parse(block.textContent);
    var reply = data.reply;
    if (!reply || reply.success !== true) return;
    var locales = ${JSON.stringify(LOCALES)};
    var path = location.pathname;
    var segment = path.split('/')[1];
    // An unprefixed address is shown in the remembered language, else the site's.
    var locale = reply.site.language;
    var cookie = /(?:^|;\\s*)${LANGUAGE_COOKIE.name}=([^;]*)/.exec(document.cookie);
    if (cookie && locales.indexOf(decodeURIComponent(cookie[1]).trim()) >= 0) {
      locale = decodeURIComponent(cookie[1]).trim();
    }
    if (segment !== ${JSON.stringify(DEFAULT_LOCALE)} && locales.indexOf(segment) >= 0) {
      locale = segment;
      path = path.slice(segment.length + 1) || '/';
    }
    var headers = {
      Accept: 'application/json',
      'Accept-Language': locale,
      ${JSON.stringify(HEADERS.siteDomain)}: data.domain,
      ${JSON.stringify(HEADERS.playlist)}: reply.metadata.is_playist ? '1' : '0',
      ${JSON.stringify(HEADERS.currency)}: reply.site.currency,
      Authorization: 'Bearer ' + token
    };
    var hex = function (buffer) {
      return Array.prototype.map.call(new Uint8Array(buffer), function (byte) {
        return (byte < 16 ? '0' : '') + byte.toString(16);
      }).join('');
    };
    var sha512 = function (text) {
      return crypto.subtle.digest('SHA-512', new TextEncoder().encode(text)).then(hex);
    };
    var secure = sha512(token + '\\n' + navigator.userAgent);
    var calls = {};
    var call = function (url) {
      var id = Date.now() + '.' + hex(crypto.getRandomValues(new Uint8Array(16)));
      calls[url] = {
        headers: headers,
        at: Date.now(),
        response: secure.then(function (secureToken) {
          return sha512(['GET', url, 0, secureToken, id].join('\\n')).then(function (signed) {
            var sent = Object.assign({}, headers);
            sent[${JSON.stringify(PROTECTION_HEADERS.id)}] = id;
            sent[${JSON.stringify(PROTECTION_HEADERS.secureToken)}] = secureToken;
            sent[${JSON.stringify(PROTECTION_HEADERS.token)}] = signed;
            return fetch(url, { method: 'GET', headers: sent, credentials: 'same-origin' });
          });
        })
      };
      // A failure is the app's to see when it takes the call, or nobody's.
      calls[url].response.catch(function () {});
    };
    call(${JSON.stringify(`${API_BASE}${API_PATHS.me}`)});
    var pages = ${JSON.stringify(EARLY_PAGE_CALLS)};
    if (Object.prototype.hasOwnProperty.call(pages, path)) call(pages[path]);
    var detail = ${JSON.stringify(EARLY_DETAIL_CALL)};
    var videoId =
      detail.paths.indexOf(path) >= 0 && new URLSearchParams(location.search).get(detail.flag);
    if (videoId) {
      call(detail.url + '?' + new URLSearchParams({ period: detail.period, video_id: videoId }));
    }
    window[${JSON.stringify(EARLY_CALLS_GLOBAL)}] = calls;
  } catch (error) {
    // The app makes its own calls.
  }
})();`;
