/**
 * Screenshots of each site design (docs/screenshots/design-*.png): mcn-1 to mcn-4 on the
 * demo network (chosen with `?d=`) on the dashboard, and the playlist design on the demo's
 * playlist site on its music home, each at 1280 and 390 px wide, signed in as the site's
 * manager. Run it against a server with the demo network:
 *
 *   npm start                       # prints the demo logins
 *   node scripts/site-screenshots.ts --base http://localhost:3000 --password <demo password>
 *
 * The playlist site is reached as playlist.localhost on the same port (Chromium sends
 * every *.localhost name to this machine). Chromium comes from the system (CHROMIUM_PATH).
 */
import path from 'node:path';
import { launchChromium, screenshotOptions, screenshotsDir } from './screenshot-setup.ts';

const values = screenshotOptions('site-screenshots.ts');
const OUT = screenshotsDir();
const base = new URL(values.base);
const playlistBase = `${base.protocol}//playlist.localhost:${base.port}`;
const DESIGNS = [
  { name: 'mcn-1', base: values.base, query: '?d=1', locale: 'ko-KR' },
  { name: 'mcn-2', base: values.base, query: '?d=2', locale: 'ko-KR' },
  { name: 'mcn-3', base: values.base, query: '?d=3', locale: 'ko-KR' },
  { name: 'mcn-4', base: values.base, query: '?d=4', locale: 'ko-KR' },
  // Music first: the playlist design is shown on its music home.
  { name: 'playlist', base: playlistBase, query: '', locale: 'en-US', path: '/en/musics' },
];

/** A session token for the site on `origin`, through the login call. */
async function token(origin: string): Promise<string> {
  const response = await fetch(`${values.base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-domain': new URL(origin).hostname },
    body: JSON.stringify({ id: values.email, password: values.password }),
  });
  const reply = (await response.json()) as { token?: string; message?: string };
  if (!reply.token) throw new Error(`login on ${origin} failed: ${reply.message}`);
  return reply.token;
}

const browser = await launchChromium();
try {
  for (const design of DESIGNS) {
    const accessToken = await token(design.base);
    for (const width of [1280, 390]) {
      const context = await browser.newContext({
        baseURL: design.base,
        locale: design.locale,
        viewport: { width, height: width > 640 ? 800 : 844 },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(
        (value) => localStorage.setItem('accessToken', value),
        accessToken,
      );
      const page = await context.newPage();
      await page.goto(`${'path' in design ? design.path : '/dashboard'}${design.query}`);
      // The page's heading, then its figures (a new site's manager sees the empty states).
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      const file = `design-${design.name}-${width}.png`;
      await page.screenshot({ path: path.join(OUT, file) });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
