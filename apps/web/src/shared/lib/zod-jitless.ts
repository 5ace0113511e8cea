import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may, and probes whether it may
 * by trying: under the portal's Content-Security-Policy (no eval) the probe itself is
 * reported as a violation, though caught. Jitless parsing never tries (docs/security.md).
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
