import type { OperatorSite } from '@portal/shared';
import { formatDay } from '../../shared/i18n/date-format.ts';
import { LANGUAGE_NATIVE_NAMES } from '../../shared/i18n/language-names.ts';
import { buttonClassName } from '../../shared/ui/button.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { ConsoleLink, consolePath } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { useSites } from './site-queries.ts';
import { sitesTexts } from './texts.ts';
import { EmptyCard, QueryStates } from '../lib/query-states.tsx';

/** /operator/sites: every network with its domains and look, and the way to a new one. */
export function SitesPage() {
  const t = useConsoleTexts(sitesTexts);
  const sites = useSites();
  const newSite = (
    <ConsoleLink to={consolePath('sites/new')} className={buttonClassName({ variant: 'primary' })}>
      {t.newSite}
    </ConsoleLink>
  );
  return (
    <ConsolePage title={t.title}>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600">{t.intro}</p>
        <div className="shrink-0">{newSite}</div>
      </div>
      <QueryStates
        query={sites}
        failed={t.loadFailed}
        skeleton={<RowsSkeleton label={t.loading} pictureClassName="size-8 rounded-lg" />}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyCard title={t.emptyTitle} text={t.emptyText} />}
      >
        {(data) => (
          <ul aria-label={t.listLabel} className="flex flex-col gap-3">
            {data.map((site) => (
              <SiteRow key={site.id} site={site} />
            ))}
          </ul>
        )}
      </QueryStates>
    </ConsolePage>
  );
}

/** One site: its colours as swatches, name, domains and settings, and its settings link. */
function SiteRow({ site }: { site: OperatorSite }) {
  const t = useConsoleTexts(sitesTexts);
  const locale = useConsoleLocale();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="flex shrink-0 gap-1" aria-hidden="true">
        <span
          className="size-8 rounded-lg border border-gray-200"
          style={{ backgroundColor: `#${site.color_primary}` }}
        />
        <span
          className="size-8 rounded-lg border border-gray-200"
          style={{ backgroundColor: `#${site.color_primary_dim}` }}
        />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-base font-semibold text-gray-900">{site.name}</h2>
        <p className="truncate text-sm text-gray-700">
          <span className="sr-only">{t.columnDomains}: </span>
          {site.domains.join(', ')}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
          <div className="flex gap-1">
            <dt>{t.columnLook}</dt>
            <dd>
              {site.design_id}
              {site.is_playist ? ` · ${t.playlist}` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.columnSettings}</dt>
            <dd>
              {site.currency} · {LANGUAGE_NATIVE_NAMES[site.language]}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t.columnCreated}</dt>
            <dd>{formatDay(site.created_at, locale)}</dd>
          </div>
        </dl>
      </div>
      <ConsoleLink
        to={consolePath(`sites/${site.id}`)}
        aria-label={t.editSite(site.name)}
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      >
        {t.edit}
      </ConsoleLink>
    </li>
  );
}
