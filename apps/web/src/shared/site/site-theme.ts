import type { Currency, DesignId, Locale, SiteMetaReply } from '@portal/shared';
import { mixHex, readableAccentOn, readableTextOn } from '../lib/colour.ts';
import { designBreakpoint } from '../lib/use-screen-class.ts';
import { normalizeHex, type SiteOverrides } from '../lib/site-overrides.ts';

/** What the app shows of a site once metadata and the visit's overrides are combined. */
export interface SiteTheme {
  host: string;
  siteName: string;
  designId: DesignId;
  /** Layout max width in px: the design's breakpoint (docs/product.md §3.8). */
  maxWidth: number;
  /** CSS colours, '#' included. */
  colorPrimary: string | undefined;
  colorPrimaryDim: string | undefined;
  /** The header logo: the site's logo, else its meta logo; null shows the name. */
  logo: string | null;
  favicon: string | null;
  exclusiveLogo: string | null;
  isPlaylist: boolean;
  currency: Currency;
  /** The language of a first visit without a remembered choice. */
  language: Locale;
}

/** Combines the metadata with `?p`, `?pd` and `?d` overrides, which win. */
export function resolveSiteTheme(
  host: string,
  reply: Pick<SiteMetaReply, 'metadata' | 'site'>,
  overrides: SiteOverrides,
): SiteTheme {
  const { metadata: meta, site } = reply;
  const designId = overrides.designId ?? meta.design_id;
  const primary = overrides.primary ?? normalizeHex(meta.color_primary);
  const primaryDim = overrides.primaryDim ?? normalizeHex(meta.color_primary_dim);
  return {
    host,
    siteName: site.name,
    designId,
    maxWidth: designBreakpoint(designId),
    colorPrimary: primary ? `#${primary}` : undefined,
    colorPrimaryDim: primaryDim ? `#${primaryDim}` : undefined,
    logo: site.logo ?? meta.logo_meta,
    favicon: meta.logo_favicon,
    exclusiveLogo: meta.exclusive_logo,
    isPlaylist: meta.is_playist,
    currency: site.currency,
    language: site.language,
  };
}

/**
 * Puts the theme on the document: colour variables, `data-design` (and `data-playlist`,
 * the playlist look) for the design's CSS, the layout width, the favicon and the title.
 * Colours left undefined keep the stylesheet's defaults. The server already put the
 * design, favicon and title in the page it sent; this keeps them right after `?d=` or
 * `?host=`.
 */
export function applySiteTheme(theme: SiteTheme, doc: Document = document): void {
  const root = doc.documentElement;
  setVariable(root, '--color-primary', theme.colorPrimary);
  setVariable(root, '--color-primary-dim', theme.colorPrimaryDim);
  setVariable(
    root,
    '--color-on-primary',
    theme.colorPrimary ? readableTextOn(theme.colorPrimary) : undefined,
  );
  const ink = primaryInk(theme.colorPrimary, theme.colorPrimaryDim);
  setVariable(root, '--color-primary-ink', ink?.light);
  setVariable(root, '--color-primary-ink-dark', ink?.dark);
  root.style.setProperty('--layout-max-width', `${theme.maxWidth}px`);
  root.dataset.design = theme.designId;
  if (theme.isPlaylist) root.dataset.playlist = '';
  else delete root.dataset.playlist;
  if (theme.siteName) doc.title = theme.siteName;
  if (theme.favicon) {
    let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.append(link);
    }
    link.href = theme.favicon;
  }
}

/** The page's light surfaces (white, gray 50) and the dark ones of the menus and playlist look. */
const LIGHT_SURFACES = ['#ffffff', '#f9fafb'];
const DARK_SURFACES = ['#16161d', '#0b0b0f', '#22222b', '#111827', '#1f2937'];

/**
 * The site colour as text: a shade that reads at AA on the light pages (and on the site's
 * dim colour, behind its initials and icons), and one for the dark menus and playlist pages
 * (where the dim colour is the site colour mixed into the dark ground).
 */
export function primaryInk(
  primary: string | undefined,
  primaryDim: string | undefined,
): { light: string; dark: string } | undefined {
  if (!primary) return undefined;
  const playlistDim = mixHex(primary, '#16161d', 0.32);
  return {
    light: readableAccentOn(primary, primaryDim ? [...LIGHT_SURFACES, primaryDim] : LIGHT_SURFACES),
    dark: readableAccentOn(primary, playlistDim ? [...DARK_SURFACES, playlistDim] : DARK_SURFACES),
  };
}

function setVariable(root: HTMLElement, name: string, value: string | undefined): void {
  if (value) root.style.setProperty(name, value);
  else root.style.removeProperty(name);
}
