import {
  SITE_IMAGE_KINDS,
  zOperatorSiteDomainsBody,
  zOperatorSiteUpdateBody,
  type OperatorSite,
  type SiteImageKind,
} from '@portal/shared';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Button, buttonClassName } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ConsoleLink, consolePath } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { CardFieldset } from '../lib/card-fieldset.tsx';
import { NotFoundCard, QueryStates } from '../lib/query-states.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { ColourPreviewAside } from './colour-preview.tsx';
import { ImageField } from './image-field.tsx';
import {
  fieldErrorsOf,
  LookFields,
  SiteNameField,
  type FieldErrors,
  type LookValues,
} from './site-fields.tsx';
import { siteDomain, useChangeDomains, useSites, useUpdateSite } from './site-queries.ts';
import { sitesTexts } from './texts.ts';

/** Where each image kind's address is on a site. */
const IMAGE_OF: Record<SiteImageKind, keyof OperatorSite> = {
  favicon: 'logo_favicon',
  logo: 'logo',
  meta: 'logo_meta',
  exclusive: 'exclusive_logo',
};

function lookOf(site: OperatorSite): LookValues {
  return {
    name: site.name,
    design_id: site.design_id,
    color_primary: site.color_primary,
    color_primary_dim: site.color_primary_dim,
    is_playist: site.is_playist,
    currency: site.currency,
    language: site.language,
    time_zone: site.time_zone,
  };
}

/** /operator/sites/$siteId: a site's look with a live preview, its domains and its images. */
export function EditSitePage() {
  const t = useConsoleTexts(sitesTexts);
  const { siteId } = useParams({ strict: false });
  const sites = useSites();
  const site = sites.data?.find((entry) => String(entry.id) === siteId);
  const back = (
    <ConsoleLink
      to={consolePath('sites')}
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
    >
      {t.backToList}
    </ConsoleLink>
  );

  return (
    <ConsolePage title={site ? t.editSite(site.name) : t.title}>
      <QueryStates
        query={sites}
        failed={t.loadFailed}
        errorAction={back}
        skeleton={<RowsSkeleton label={t.loading} rows={2} />}
        isEmpty={() => !site}
        empty={
          <NotFoundCard title={t.notFoundTitle} text={t.notFoundText}>
            {back}
          </NotFoundCard>
        }
      >
        {() => site && <SiteEditor site={site} back={back} />}
      </QueryStates>
    </ConsolePage>
  );
}

/** A site found: its look, its domains and its images. */
function SiteEditor({ site, back }: { site: OperatorSite; back: ReactNode }) {
  const t = useConsoleTexts(sitesTexts);
  return (
    <>
      <div className="mb-5">{back}</div>
      <div className="flex flex-col gap-6">
        <LookForm key={site.id} site={site} />
        <DomainsCard site={site} />
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-gray-900">{t.images}</h2>
          <div className="grid gap-6 sm:grid-cols-2">
            {SITE_IMAGE_KINDS.map((kind) => (
              <ImageField
                key={kind}
                kind={kind}
                mode={{
                  kind: 'upload',
                  site: siteDomain(site),
                  current: site[IMAGE_OF[kind]] as string | null,
                }}
              />
            ))}
          </div>
        </Card>
      </div>
    </>
  );
}

/** The look and settings, saved together; only what changed is sent. */
function LookForm({ site }: { site: OperatorSite }) {
  const t = useConsoleTexts(sitesTexts);
  const locale = useConsoleLocale();
  const [values, setValues] = useState(() => lookOf(site));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const update = useUpdateSite();
  const status = useRef<HTMLParagraphElement>(null);

  const change = (next: Partial<LookValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setResult(undefined);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const saved = lookOf(site);
    const changes = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => saved[key as keyof LookValues] !== value),
    );
    if (Object.keys(changes).length === 0) {
      setErrors({});
      setResult({ ok: true, message: t.nothingChanged });
      return;
    }
    const body = { site: siteDomain(site), ...changes };
    const checked = zOperatorSiteUpdateBody.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error, locale));
      setResult({ ok: false, message: t.formInvalid });
      return;
    }
    setErrors({});
    try {
      const reply = await update.mutateAsync(body);
      setValues(lookOf(reply.site));
      setResult({ ok: true, message: t.saved });
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error, t.formInvalid) });
    }
  }

  useEffect(() => {
    if (result && !result.ok) status.current?.focus();
  }, [result]);

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CardFieldset legend={t.look}>
          <SiteNameField
            value={values.name}
            error={errors.name}
            onChange={(name) => change({ name })}
          />
          <LookFields values={values} errors={errors} onChange={change} defaultsAllowed={false} />
          <div className="flex flex-col items-start gap-3">
            {result && !result.ok ? (
              <div ref={status} tabIndex={-1} className="w-full outline-none">
                <FormAlert message={result.message} />
              </div>
            ) : (
              <p aria-live="polite" className="text-sm text-emerald-800">
                {result?.message}
              </p>
            )}
            <Button type="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </div>
        </CardFieldset>
        <ColourPreviewAside values={values} />
      </div>
    </form>
  );
}

/** The domains a site answers on: remove one (one stays), or add one not taken. */
function DomainsCard({ site }: { site: OperatorSite }) {
  const t = useConsoleTexts(sitesTexts);
  const locale = useConsoleLocale();
  const [added, setAdded] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const domains = useChangeDomains();
  const addField = useRef<HTMLInputElement>(null);

  async function send(change: { add?: string[]; remove?: string[] }) {
    const body = { site: siteDomain(site), ...change };
    const checked = zOperatorSiteDomainsBody.safeParse(body);
    setSaved(false);
    if (!checked.success) {
      setError(Object.values(fieldErrorsOf(checked.error, locale))[0]);
      addField.current?.focus();
      return;
    }
    try {
      await domains.mutateAsync(body);
      setError(undefined);
      setAdded('');
      setSaved(true);
      addField.current?.focus();
    } catch (caught) {
      setError(errorMessage(caught, t.formInvalid));
      addField.current?.focus();
    }
  }

  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{t.domainList}</h2>
      <ul className="mb-4 flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200">
        {site.domains.map((domain) => (
          <li key={domain} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0 truncate text-sm text-gray-900">{domain}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.removeDomain(domain)}
              disabled={site.domains.length <= 1 || domains.isPending}
              onClick={() => void send({ remove: [domain] })}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ add: [added] });
        }}
      >
        <TextField
          ref={addField}
          className="flex-1"
          label={t.addDomain}
          value={added}
          error={error}
          spellCheck={false}
          autoCapitalize="off"
          placeholder="network.example.com"
          onChange={(event) => {
            setAdded(event.target.value);
            setSaved(false);
          }}
        />
        <Button type="submit" variant="secondary" className="sm:mt-7" loading={domains.isPending}>
          {t.addDomainSubmit}
        </Button>
      </form>
      <p aria-live="polite" className="mt-2 text-sm text-emerald-800">
        {saved ? t.domainsSaved : null}
      </p>
    </Card>
  );
}
