import { z } from 'zod';
import { CURRENCIES, DESIGN_IDS } from '../constants.ts';
import { LOCALES } from '../locales.ts';

/** GET v2/mcn/meta?domain= */
export const zSiteMetaQuery = z.object({
  domain: z
    .string({ error: 'validation.domainRequired' })
    .trim()
    .min(1, 'validation.domainRequired')
    .max(253, 'validation.tooLong'),
});

/**
 * Site metadata of spec §3. `is_playist` keeps the spec's spelling; the rest beside it
 * (name, currency, default language, dim colours) are ours.
 */
export const zSiteMetadata = z.object({
  domain: z.string(),
  site_name: z.string(),
  design_id: z.enum(DESIGN_IDS),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  logo_favicon: z.string().nullable(),
  logo_meta: z.string().nullable(),
  is_playist: z.boolean(),
  exclusive_logo: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  default_language: z.enum(LOCALES),
});
export type SiteMetadata = z.infer<typeof zSiteMetadata>;

export const zSiteMetaReply = z.object({
  success: z.literal(true),
  message: z.string(),
  metadata: zSiteMetadata,
});
export type SiteMetaReply = z.infer<typeof zSiteMetaReply>;
