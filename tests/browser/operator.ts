import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { base32Decode, timeStep, totp, TOTP_STEP_SECONDS } from '../../apps/server/src/lib/totp.ts';
import { operator } from './browser.ts';

export const OPERATOR_PASSWORD = 'operator-pass-phrase-1';

export interface SignedInOperator {
  email: string;
  /** The authenticator's key, as the enrolment page shows it. */
  secret: string;
  recoveryCodes: string[];
}

/** The code an authenticator would show now for `secret`. */
export function codeFor(secret: string, atMs = Date.now()): string {
  return totp(base32Decode(secret), atMs);
}

/**
 * The authenticator's code of the time step after `usedAtMs`'s: a code works once, and
 * the server takes the next step's code too (its window), so a second sign-in needs no
 * wait for the clock.
 */
export function nextCodeAfter(secret: string, usedAtMs: number): string {
  return codeFor(secret, (timeStep(usedAtMs) + 1) * TOTP_STEP_SECONDS * 1000);
}

/**
 * A new operator, made on the command line as the first one is (`users create`), who
 * opens the set-up link, chooses a password, enrols an authenticator and keeps the
 * recovery codes: the page ends on the console's overview, signed in.
 */
export async function signInAsOperator(
  page: Page,
  email = `ops-${randomUUID().slice(0, 8)}@platform.example.com`,
): Promise<SignedInOperator & { enrolledAtMs: number }> {
  const token = await operator('users', 'create', email);
  await page.goto(`/operator/set-up?token=${encodeURIComponent(token)}`);
  await page.getByLabel('새 비밀번호', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByLabel('비밀번호 확인').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '비밀번호 설정' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const enrolledAtMs = Date.now();
  await page.getByLabel('앱에 표시된 6자리 코드').fill(codeFor(secret, enrolledAtMs));
  await page.getByRole('button', { name: '등록하고 로그인' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await codes.first().waitFor();
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: '보관했습니다. 콘솔로 이동' }).click();
  await page.waitForURL((url) => url.pathname === '/operator');
  return { email, secret, recoveryCodes, enrolledAtMs };
}
