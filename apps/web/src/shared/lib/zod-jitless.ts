/**
 * zod compiles object schemas with `new Function` when it may, and probes whether it may
 * by trying: under the portal's Content-Security-Policy (no eval) the probe itself is
 * reported as a violation, though caught. Jitless parsing never tries (docs/security.md).
 * Imported first by main.tsx, before any schema parses.
 *
 * Set on the object `z.config()` keeps on globalThis rather than through `z.config`:
 * importing zod for it put 3.5 KB of zod in the first load of every page, schemas or
 * not. zod-jitless.test.ts proves zod reads it, so an upgrade that renames it fails there.
 */
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zod.__zod_globalConfig ??= {}).jitless = true;

export {};
