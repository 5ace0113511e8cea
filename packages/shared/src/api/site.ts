import { z } from 'zod';
import { CURRENCIES, DESIGN_IDS, HOST_NAME } from '../constants.ts';
import { LOCALES } from '../locales.ts';
import { zDomain, zEmail, zNickname } from './common.ts';

/** GET v2/mcn/meta?domain= */
export const zSiteMetaQuery = z.object({
  domain: z
    .string({ error: 'validation.domainRequired' })
    .trim()
    .min(1, 'validation.domainRequired')
    .max(253, 'validation.tooLong'),
});

/**
 * Site metadata of docs/product.md §5.2, exactly its fields; `is_playist` keeps that
 * spelling.
 */
export const zSiteMetadata = z.object({
  domain: z.string(),
  design_id: z.enum(DESIGN_IDS),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  logo_favicon: z.string().nullable(),
  logo_meta: z.string().nullable(),
  is_playist: z.boolean(),
  exclusive_logo: z.string().nullable(),
});
export type SiteMetadata = z.infer<typeof zSiteMetadata>;

/**
 * Ours, beside `metadata` (decision 014): what `metadata` does not carry but a
 * site has — its name (the page title), the logo the app shows, its currency and language.
 */
export const zSiteSettings = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  language: z.enum(LOCALES),
});
export type SiteSettings = z.infer<typeof zSiteSettings>;

export const zSiteMetaReply = z.object({
  success: z.literal(true),
  message: z.string(),
  metadata: zSiteMetadata,
  site: zSiteSettings,
});
export type SiteMetaReply = z.infer<typeof zSiteMetaReply>;

// ---- Operator calls ---------------------------------------------------------------

/** The images a site has; each is an uploaded file checked against SITE_IMAGE_RULES. */
export const SITE_IMAGE_KINDS = ['favicon', 'logo', 'meta', 'exclusive'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

export type SiteImageType =
  'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml' | 'image/x-icon';

/**
 * What each image may be: file types, bytes, and pixel bounds (SVG: its width/height or
 * viewBox). A favicon and the exclusive badge must be square.
 */
export const SITE_IMAGE_RULES: Record<
  SiteImageKind,
  {
    types: readonly SiteImageType[];
    maxBytes: number;
    width: readonly [number, number];
    height: readonly [number, number];
    square: boolean;
  }
> = {
  favicon: {
    types: ['image/png', 'image/x-icon', 'image/svg+xml'],
    maxBytes: 256 * 1024,
    width: [16, 512],
    height: [16, 512],
    square: true,
  },
  logo: {
    types: ['image/png', 'image/svg+xml', 'image/webp', 'image/jpeg'],
    maxBytes: 512 * 1024,
    width: [16, 2000],
    height: [16, 600],
    square: false,
  },
  meta: {
    types: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 1024 * 1024,
    width: [200, 4096],
    height: [200, 4096],
    square: false,
  },
  exclusive: {
    types: ['image/png', 'image/svg+xml', 'image/webp'],
    maxBytes: 256 * 1024,
    width: [16, 512],
    height: [16, 512],
    square: true,
  },
};
/** The largest image any kind accepts: the upload call's body limit. */
export const SITE_IMAGE_BYTES_MAX = 1024 * 1024;

/** A domain a site answers on: lower case, no `www.`, no port; `www.` answers too. */
export const zSiteDomain = zDomain
  .transform((domain) => domain.replace(/\.$/, '').replace(/^www\./, ''))
  .pipe(z.string().regex(HOST_NAME, 'validation.domainInvalid'));

/** A colour as the metadata spells it: six hex digits, no '#'. */
export const zSiteColour = z
  .string({ error: 'validation.colourInvalid' })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, 'validation.colourInvalid')
  .transform((colour) => colour.replace(/^#/, '').toLowerCase());

const zSiteName = z
  .string({ error: 'validation.siteNameRequired' })
  .trim()
  .min(1, 'validation.siteNameRequired')
  .max(80, 'validation.tooLong');

/**
 * An IANA time zone (`Asia/Seoul`, `UTC`) as this runtime knows it, written its
 * canonical way (`asia/seoul` becomes `Asia/Seoul`): the zone of a site's weekly digest
 * (docs/product.md §16.4).
 */
export const zTimeZone = z
  .string({ error: 'validation.timeZoneInvalid' })
  .trim()
  .max(64, 'validation.timeZoneInvalid')
  .transform((name, context) => {
    try {
      if (name === '') throw new RangeError('empty');
      return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      context.addIssue({ code: 'custom', message: 'validation.timeZoneInvalid' });
      return z.NEVER;
    }
  });

/** What an operator may set on a site; left out, a create uses the defaults. */
const siteFields = {
  name: zSiteName,
  design_id: z.enum(DESIGN_IDS, { error: 'validation.designIdInvalid' }),
  color_primary: zSiteColour,
  color_primary_dim: zSiteColour,
  is_playist: z.boolean({ error: 'validation.invalid' }),
  currency: z.enum(CURRENCIES, { error: 'validation.currencyInvalid' }),
  language: z.enum(LOCALES, { error: 'validation.languageInvalid' }),
  time_zone: zTimeZone,
};
/** The same fields, each optional: what an update may change (and a create, but its name). */
const optionalSiteFields = z.object(siteFields).partial().shape;

/**
 * POST operator/sites/create: a site on its domains, and its first manager, who gets a
 * one-time login link. Playlist sites default to English and USD, others to Korean and KRW.
 */
export const zOperatorSiteCreateBody = z.object({
  domains: z
    .array(zSiteDomain, { error: 'validation.siteDomainsRequired' })
    .min(1, 'validation.siteDomainsRequired')
    .max(20, 'validation.siteDomainsMax'),
  ...optionalSiteFields,
  name: siteFields.name,
  manager: z.object(
    { email: zEmail, nickname: zNickname.optional() },
    { error: 'validation.siteManagerRequired' },
  ),
});
export type OperatorSiteCreateBody = z.input<typeof zOperatorSiteCreateBody>;

/** POST operator/sites/update: only what is given changes; `remove_images` clears images. */
export const zOperatorSiteUpdateBody = z
  .object({
    site: zSiteDomain,
    ...optionalSiteFields,
    remove_images: z
      .array(z.enum(SITE_IMAGE_KINDS, { error: 'validation.siteImageKindInvalid' }))
      .max(SITE_IMAGE_KINDS.length)
      .optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'site'), {
    error: 'validation.siteChangeRequired',
    path: ['name'],
  });
export type OperatorSiteUpdateBody = z.input<typeof zOperatorSiteUpdateBody>;

/** POST operator/sites/domains {site, add?, remove?}: a site keeps at least one domain. */
export const zOperatorSiteDomainsBody = z
  .object({
    site: zSiteDomain,
    add: z.array(zSiteDomain).max(20, 'validation.siteDomainsMax').optional(),
    remove: z.array(zSiteDomain).max(20, 'validation.siteDomainsMax').optional(),
  })
  .refine((body) => (body.add?.length ?? 0) + (body.remove?.length ?? 0) > 0, {
    error: 'validation.siteChangeRequired',
    path: ['add'],
  });
export type OperatorSiteDomainsBody = z.input<typeof zOperatorSiteDomainsBody>;

/** POST operator/sites/image?site=&kind= with the image file as the body (its own type). */
export const zOperatorSiteImageQuery = z.object({
  site: zSiteDomain,
  kind: z.enum(SITE_IMAGE_KINDS, { error: 'validation.siteImageKindInvalid' }),
});

/**
 * POST operator/sites/image-check?kind= with an image file as the body: whether it would
 * be accepted as that kind, so a new site's form can refuse a file before the site exists.
 */
export const zOperatorSiteImageCheckQuery = zOperatorSiteImageQuery.pick({ kind: true });

/** A site as operators see it. Image fields are the addresses the app loads. */
export const zOperatorSite = z.object({
  id: z.number(),
  name: z.string(),
  domains: z.array(z.string()),
  design_id: z.enum(DESIGN_IDS),
  color_primary: z.string(),
  color_primary_dim: z.string(),
  logo_favicon: z.string().nullable(),
  logo: z.string().nullable(),
  logo_meta: z.string().nullable(),
  exclusive_logo: z.string().nullable(),
  is_playist: z.boolean(),
  currency: z.enum(CURRENCIES),
  language: z.enum(LOCALES),
  /** The weekly digest's zone: the one set, else the currency's default (docs/product.md §16.4). */
  time_zone: z.string(),
  created_at: z.string(),
});
export type OperatorSite = z.infer<typeof zOperatorSite>;

export const zOperatorSiteReply = z.object({
  success: z.literal(true),
  message: z.string(),
  site: zOperatorSite,
});

export const zOperatorSiteCreateReply = zOperatorSiteReply.extend({
  manager: z.object({ email: z.string(), login_link: z.string(), expires_at: z.string() }),
});

export const zOperatorSiteListReply = z.object({
  success: z.literal(true),
  message: z.string(),
  sites: z.array(zOperatorSite),
});

/** GET site/image/{sha256}.{ext}: a stored site image. */
export const zSiteImageParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|svg|ico)$/, 'validation.invalid'),
});
