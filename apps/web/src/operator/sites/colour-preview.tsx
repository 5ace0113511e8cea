import { zSiteColour } from '@portal/shared';
import type { CSSProperties } from 'react';
import { readableTextOn } from '../../shared/lib/colour.ts';
import { Card } from '../../shared/ui/page.tsx';
import { primaryInk } from '../../shared/site/site-theme.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { sitesTexts } from './texts.ts';

/** The colours a new site gets when none are given (the server's defaults). */
export const DEFAULT_COLOURS = { primary: '4f46e5', dim: 'eef2ff' };
const FALLBACK = { primary: `#${DEFAULT_COLOURS.primary}`, dim: `#${DEFAULT_COLOURS.dim}` };

/** `raw` as the server would store it, with '#', or undefined when it would refuse it. */
export function parsedColour(raw: string): string | undefined {
  const result = zSiteColour.safeParse(raw);
  return result.success ? `#${result.data}` : undefined;
}

/**
 * The site's colour variables as the site app sets them on its page (site-theme.ts):
 * the colours, the text on the primary colour, and the primary colour as readable text.
 */
function siteColourVariables(primary: string, dim: string): CSSProperties {
  const ink = primaryInk(primary, dim);
  return {
    '--color-primary': primary,
    '--color-primary-dim': dim,
    '--color-on-primary': readableTextOn(primary),
    '--color-primary-ink': ink?.light ?? primary,
  } as CSSProperties;
}

/**
 * A small mock of a site's header, buttons and a card in the colours being typed, redrawn
 * on every keystroke; a colour the server would refuse shows the default instead, and
 * says so.
 */
export function ColourPreview({
  name,
  primary,
  dim,
}: {
  name: string;
  primary: string;
  dim: string;
}) {
  const t = useConsoleTexts(sitesTexts);
  const primaryColour = parsedColour(primary);
  const dimColour = parsedColour(dim);
  const invalid = !primaryColour || !dimColour;
  return (
    <figure
      aria-labelledby="colour-preview-title"
      data-testid="colour-preview"
      className="flex flex-col gap-2"
    >
      <figcaption className="flex flex-col gap-0.5">
        <span id="colour-preview-title" className="text-sm font-semibold text-gray-900">
          {t.preview}
        </span>
        <span className="text-xs text-gray-600">{t.previewHint}</span>
      </figcaption>
      <div
        aria-hidden="true"
        style={siteColourVariables(primaryColour ?? FALLBACK.primary, dimColour ?? FALLBACK.dim)}
        className="overflow-hidden rounded-xl border border-gray-200 bg-gray-50"
      >
        <div className="flex items-center gap-3 border-b-[3px] border-primary bg-white px-3 py-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-primary text-xs font-bold text-on-primary">
            {(name.trim() || 'S').slice(0, 1).toUpperCase()}
          </span>
          <span className="truncate text-sm font-semibold text-gray-900">{name.trim() || '—'}</span>
          <span className="ml-auto hidden gap-1 text-xs sm:flex">
            <span className="rounded-md bg-primary-dim px-2 py-1 font-semibold text-primary-ink">
              {t.previewNav1}
            </span>
            <span className="px-2 py-1 text-gray-600">{t.previewNav2}</span>
            <span className="px-2 py-1 text-gray-600">{t.previewNav3}</span>
          </span>
        </div>
        <div className="flex flex-col gap-3 p-3">
          <div className="rounded-xl border border-gray-200 bg-white p-3">
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-on-primary">
                {t.previewBadge}
              </span>
              <span className="text-xs text-gray-600">{t.previewCardTitle}</span>
            </div>
            <p className="mt-1 text-xl font-bold text-primary-ink">{t.previewFigure}</p>
            <p className="text-xs text-gray-600">{t.previewCardText}</p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-primary-dim">
              <div className="h-full w-2/3 rounded-full bg-primary" />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex min-h-9 items-center rounded-xl bg-primary px-3 text-sm font-semibold text-on-primary">
              {t.previewButton}
            </span>
            <span className="inline-flex min-h-9 items-center rounded-xl border border-gray-300 bg-white px-3 text-sm font-semibold text-primary-ink">
              {t.previewSecondary}
            </span>
          </div>
        </div>
      </div>
      {invalid ? <p className="text-xs text-amber-800">{t.previewInvalid}</p> : null}
    </figure>
  );
}

/** The preview beside a site's form, kept in view on wide screens while the form scrolls. */
export function ColourPreviewAside({
  values,
}: {
  values: { name: string; color_primary: string; color_primary_dim: string };
}) {
  return (
    <div className="lg:sticky lg:top-4 lg:self-start">
      <Card>
        <ColourPreview
          name={values.name}
          primary={values.color_primary}
          dim={values.color_primary_dim}
        />
      </Card>
    </div>
  );
}
