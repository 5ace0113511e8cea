import { zOperatorSiteCreateBody, type OperatorSite, type SiteImageKind } from '@portal/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isApiError } from '../../shared/api/api-error.ts';
import { formatDateTime } from '../../shared/i18n/date-format.ts';
import { copyText } from '../../shared/lib/copy-text.ts';
import { Button, buttonClassName } from '../../shared/ui/button.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ConsoleLink, consolePath } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { CardFieldset } from '../lib/card-fieldset.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { ColourPreviewAside, DEFAULT_COLOURS } from './colour-preview.tsx';
import { ImageField } from './image-field.tsx';
import {
  fieldErrorsOf,
  LookFields,
  SiteNameField,
  type FieldErrors,
  type LookValues,
} from './site-fields.tsx';
import { useCreateSite, useUploadSiteImage } from './site-queries.ts';
import { sitesTexts } from './texts.ts';

const EMPTY: LookValues = {
  name: '',
  design_id: 'mcn-1',
  color_primary: DEFAULT_COLOURS.primary,
  color_primary_dim: DEFAULT_COLOURS.dim,
  is_playist: false,
  currency: '',
  language: '',
  time_zone: '',
};

/** The images a new site's form offers; the other two are set in its settings. */
const NEW_SITE_IMAGES = ['logo', 'favicon'] as const satisfies readonly SiteImageKind[];

type Created = {
  site: OperatorSite;
  manager: { email: string; login_link: string; expires_at: string };
  imagesFailed: boolean;
};

/** /operator/sites/new: a network on its domains with its look and its first manager. */
export function NewSitePage() {
  const t = useConsoleTexts(sitesTexts);
  const [created, setCreated] = useState<Created>();
  return (
    <ConsolePage title={t.newSite}>
      {created ? (
        <CreatedSite created={created} onAnother={() => setCreated(undefined)} />
      ) : (
        <NewSiteForm onCreated={setCreated} />
      )}
    </ConsolePage>
  );
}

function NewSiteForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const t = useConsoleTexts(sitesTexts);
  const locale = useConsoleLocale();
  const [values, setValues] = useState(EMPTY);
  const [domains, setDomains] = useState('');
  const [managerEmail, setManagerEmail] = useState('');
  const [managerNickname, setManagerNickname] = useState('');
  const [files, setFiles] = useState<Partial<Record<SiteImageKind, File>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const alert = useRef<HTMLDivElement>(null);
  const create = useCreateSite();
  const upload = useUploadSiteImage();

  const change = (next: Partial<LookValues>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const body = {
      domains: domains
        .split(/[\s,]+/)
        .map((domain) => domain.trim())
        .filter(Boolean),
      name: values.name,
      design_id: values.design_id,
      color_primary: values.color_primary,
      color_primary_dim: values.color_primary_dim,
      is_playist: values.is_playist,
      ...(values.currency ? { currency: values.currency } : {}),
      ...(values.language ? { language: values.language } : {}),
      ...(values.time_zone.trim() ? { time_zone: values.time_zone } : {}),
      manager: {
        email: managerEmail,
        ...(managerNickname.trim() ? { nickname: managerNickname } : {}),
      },
    };
    const checked = zOperatorSiteCreateBody.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error, locale));
      setFormError(t.formInvalid);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const reply = await create.mutateAsync(body);
      let imagesFailed = false;
      let site = reply.site;
      // The files were checked when picked; the site exists now, so they can be its own.
      for (const kind of NEW_SITE_IMAGES) {
        const file = files[kind];
        if (!file) continue;
        try {
          site = (await upload.mutateAsync({ site: site.domains[0]!, kind, file })).site;
        } catch {
          imagesFailed = true;
        }
      }
      onCreated({ site, manager: reply.manager, imagesFailed });
    } catch (error) {
      if (isApiError(error) && error.code === 'domain_taken') {
        setErrors({ domains: error.message });
        setFormError(t.formInvalid);
      } else {
        setFormError(errorMessage(error, t.formInvalid));
      }
    }
  }

  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [formError]);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <div ref={alert} tabIndex={-1} className="outline-none">
        <FormAlert message={formError} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <CardFieldset legend={t.basics}>
            <SiteNameField
              value={values.name}
              error={errors.name}
              onChange={(name) => change({ name })}
            />
            <TextAreaField
              label={t.domains}
              hint={t.domainsHint}
              error={errors.domains}
              value={domains}
              rows={3}
              spellCheck={false}
              autoCapitalize="off"
              placeholder="network.example.com"
              onChange={(event) => setDomains(event.target.value)}
            />
          </CardFieldset>
          <CardFieldset legend={t.look}>
            <LookFields values={values} errors={errors} onChange={change} defaultsAllowed />
          </CardFieldset>
          <CardFieldset legend={t.images}>
            {NEW_SITE_IMAGES.map((kind) => (
              <ImageField
                key={kind}
                kind={kind}
                mode={{
                  kind: 'check',
                  onAccepted: (file) => setFiles((current) => ({ ...current, [kind]: file })),
                }}
              />
            ))}
          </CardFieldset>
          <CardFieldset legend={t.manager}>
            <p className="text-sm text-gray-600">{t.managerHint}</p>
            <TextField
              label={t.managerEmail}
              type="email"
              autoComplete="off"
              error={errors['manager.email'] ?? errors.manager}
              value={managerEmail}
              onChange={(event) => setManagerEmail(event.target.value)}
            />
            <TextField
              label={t.managerNickname}
              autoComplete="off"
              error={errors['manager.nickname']}
              value={managerNickname}
              onChange={(event) => setManagerNickname(event.target.value)}
            />
          </CardFieldset>
        </div>
        <ColourPreviewAside values={values} />
      </div>
      <div>
        <Button type="submit" size="lg" loading={create.isPending || upload.isPending}>
          {t.create}
        </Button>
      </div>
    </form>
  );
}

/** The new site and its first manager's login link, shown this once with a copy button. */
function CreatedSite({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const t = useConsoleTexts(sitesTexts);
  const locale = useConsoleLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'copied' | 'failed'>();
  const { site, manager } = created;

  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    const done = await copyText(manager.login_link);
    if (!done) linkField.current?.select();
    setCopyState(done ? 'copied' : 'failed');
  }

  return (
    <Card className="flex max-w-3xl flex-col gap-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-gray-900 outline-none">
        {t.createdTitle(site.name)}
      </h2>
      <p className="text-sm text-gray-700">{site.domains.join(', ')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          ref={linkField}
          className="flex-1"
          label={t.loginLink}
          readOnly
          value={manager.login_link}
          onFocus={(event) => event.target.select()}
          data-testid="manager-login-link"
        />
        <Button variant="primary" onClick={() => void copy()}>
          {t.copyLink}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm">
        {copyState === 'copied' ? (
          <span className="text-emerald-800">{t.copied}</span>
        ) : copyState === 'failed' ? (
          <span className="text-red-700">{t.copyFailed}</span>
        ) : null}
      </p>
      <p className="rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
        {t.loginLinkOnce(manager.email, formatDateTime(manager.expires_at, locale))}
      </p>
      {created.imagesFailed ? <FormAlert message={t.imagesFailed} /> : null}
      <div className="flex flex-wrap gap-2">
        <ConsoleLink
          to={consolePath(`sites/${site.id}`)}
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t.goToSettings}
        </ConsoleLink>
        <Button variant="ghost" onClick={onAnother}>
          {t.createAnother}
        </Button>
      </div>
    </Card>
  );
}
