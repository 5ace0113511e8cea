/**
 * What the screenshot scripts (screenshots.ts, site-screenshots.ts) share: their options
 * (`--base`, `--password`, `--email`), where the pictures go, and the system's Chromium.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';

export interface ScreenshotOptions {
  base: string;
  password: string;
  email: string;
}

/** The command line of `script`, or its usage and exit without a password. */
export function screenshotOptions(script: string): ScreenshotOptions {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:3000' },
      password: { type: 'string' },
      email: { type: 'string', default: 'manager@demo.example.com' },
    },
  });
  if (!values.password) {
    console.error(`usage: node scripts/${script} --base <url> --password <demo password>`);
    process.exit(1);
  }
  return { base: values.base, password: values.password, email: values.email };
}

/** docs/screenshots, made if missing. */
export function screenshotsDir(): string {
  const dir = path.resolve(import.meta.dirname, '../docs/screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Chromium from the system (CHROMIUM_PATH, default /usr/bin/chromium), never a download. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
}
