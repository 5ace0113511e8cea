import { expect, test } from 'vitest';

test('zod parses jitless once zod-jitless has run, whichever of the two loads first', async () => {
  await import('./zod-jitless.ts');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // And zod's own config object is the one set: a later z.config() change is seen there.
  z.config({ jitless: false });
  expect(
    (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig,
  ).toMatchObject({ jitless: false });
  z.config({ jitless: true });
});
