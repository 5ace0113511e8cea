import {
  LOCALES,
  validationMessage,
  zOperatorNoticeCreateBody,
  zOperatorNoticeUpdateBody,
  type Locale,
  type OperatorNotice,
  type OperatorNoticeCreateBody,
  type OperatorNoticeUpdateBody,
} from '@portal/shared';
import { useParams } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ZodError } from 'zod';
import { errorMessage } from '../../shared/api/api-error.ts';
import { formatDateTime, formatDay } from '../../shared/i18n/date-format.ts';
import { LANGUAGE_NATIVE_NAMES } from '../../shared/i18n/language-names.ts';
import { MarkdownBody } from '../../shared/notices/markdown-body.tsx';
import { Button, buttonClassName } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { FormAlert } from '../../shared/ui/form-alert.tsx';
import { Card } from '../../shared/ui/page.tsx';
import { snackbar } from '../../shared/ui/snackbar-store.ts';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { TextAreaField } from '../../shared/ui/text-area-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ConsoleLink, consolePath, useConsoleNavigate } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { CardFieldset } from '../lib/card-fieldset.tsx';
import { NotFoundCard, QueryStates } from '../lib/query-states.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { SiteSelect } from '../sites/site-select.tsx';
import { DeleteNoticeDialog } from './delete-notice-dialog.tsx';
import { useCreateNotice, useNotice, useUpdateNotice } from './notice-queries.ts';
import { noticeTitle } from './notices.page.tsx';
import { noticesTexts } from './texts.ts';

type Texts = Record<Locale, { title: string; body: string }>;
/** When the notice shows: as it is (an existing one), now, or at a time typed here. */
type Publish = 'keep' | 'now' | 'at';
type Errors = Partial<Record<string, string>>;

const written = (text: { title: string; body: string }) =>
  text.title.trim() !== '' || text.body.trim() !== '';

function textsOf(notice: OperatorNotice | undefined): Texts {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, notice?.texts[locale] ?? { title: '', body: '' }]),
  ) as Texts;
}

/** An ISO moment as the value of a datetime-local field, in this browser's time zone. */
function localInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as the ISO moment the call takes; undefined when empty or wrong. */
function isoOf(local: string): string | undefined {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/** The schema's refusals by field: `ko.title`, `site`, `publish_at`, or `texts` for all. */
function errorsOf(error: ZodError, locale: Locale): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const [first, language, field] = issue.path.map(String);
    const key = first === 'texts' && language && field ? `${language}.${field}` : (first ?? '');
    errors[key] ??= validationMessage(locale, issue.message);
  }
  return errors;
}

/** /operator/notices/new and /operator/notices/$noticeId: write or change a notice. */
export function NoticeEditorPage() {
  const t = useConsoleTexts(noticesTexts);
  const { noticeId } = useParams({ strict: false });
  if (noticeId === undefined) {
    return (
      <ConsolePage title={t.newNotice}>
        <NoticeEditor />
      </ConsolePage>
    );
  }
  return <ExistingNotice id={Number(noticeId)} />;
}

function ExistingNotice({ id }: { id: number }) {
  const t = useConsoleTexts(noticesTexts);
  const notice = useNotice(id);
  const back = (
    <ConsoleLink to={consolePath('notices')} className={buttonClassName({ variant: 'secondary' })}>
      {t.backToList}
    </ConsoleLink>
  );
  return (
    <ConsolePage title={t.editNotice}>
      <QueryStates
        query={notice}
        failed={t.loadFailed}
        errorAction={back}
        skeleton={<RowsSkeleton label={t.loading} rows={2} pictureClassName="hidden" />}
        isEmpty={(data) => !data}
        empty={
          <NotFoundCard title={t.notFoundTitle} text={t.notFoundText}>
            {back}
          </NotFoundCard>
        }
      >
        {(data) => data && <NoticeEditor key={data.updated_at} notice={data} />}
      </QueryStates>
    </ConsolePage>
  );
}

function NoticeEditor({ notice }: { notice?: OperatorNotice }) {
  const t = useConsoleTexts(noticesTexts);
  const locale = useConsoleLocale();
  const navigate = useConsoleNavigate();
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const [texts, setTexts] = useState(() => textsOf(notice));
  const [language, setLanguage] = useState<Locale>(
    () => LOCALES.find((candidate) => notice?.texts[candidate]) ?? locale,
  );
  const initialSite = notice?.site?.domains[0] ?? '';
  const [site, setSite] = useState(initialSite);
  const [pinned, setPinned] = useState(notice?.pinned ?? false);
  const [publish, setPublish] = useState<Publish>(notice ? 'keep' : 'now');
  const [publishAt, setPublishAt] = useState(() => (notice ? localInput(notice.publish_at) : ''));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (formError) alert.current?.focus();
  }, [formError]);

  const change = (field: 'title' | 'body', value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  function publishValue(): string | undefined {
    if (publish === 'now') return new Date().toISOString();
    if (publish === 'at') return isoOf(publishAt) ?? publishAt;
    return undefined;
  }

  function createBody(): OperatorNoticeCreateBody {
    const publishAtValue = publishValue();
    return {
      texts: Object.fromEntries(LOCALES.filter((l) => written(texts[l])).map((l) => [l, texts[l]])),
      ...(site ? { site } : {}),
      pinned,
      ...(publishAtValue ? { publish_at: publishAtValue } : {}),
    };
  }

  function updateBody(saved: OperatorNotice): OperatorNoticeUpdateBody {
    const changes: NonNullable<OperatorNoticeUpdateBody['texts']> = {};
    for (const l of LOCALES) {
      const before = saved.texts[l];
      const now = texts[l];
      if (written(now) && (before?.title !== now.title || before.body !== now.body))
        changes[l] = now;
      if (!written(now) && before) changes[l] = null;
    }
    const publishAtValue = publishValue();
    return {
      id: saved.id,
      ...(Object.keys(changes).length > 0 ? { texts: changes } : {}),
      ...(site !== initialSite ? { site: site || null } : {}),
      ...(pinned !== saved.pinned ? { pinned } : {}),
      ...(publishAtValue ? { publish_at: publishAtValue } : {}),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = notice ? updateBody(notice) : createBody();
    const checked = notice
      ? zOperatorNoticeUpdateBody.safeParse(body)
      : zOperatorNoticeCreateBody.safeParse(body);
    if (!checked.success) {
      const found = errorsOf(checked.error, locale);
      setErrors(found);
      setFormError(found.texts ?? t.formInvalid);
      const invalid = LOCALES.find((l) => found[`${l}.title`] || found[`${l}.body`]);
      if (invalid) setLanguage(invalid);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const reply = notice
        ? await update.mutateAsync(body as OperatorNoticeUpdateBody)
        : await create.mutateAsync(body as OperatorNoticeCreateBody);
      snackbar.success(reply.message);
      void navigate(consolePath('notices'));
    } catch (error) {
      setFormError(errorMessage(error, t.formInvalid));
    }
  }

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <div ref={alert} tabIndex={-1} className="outline-none">
        <FormAlert message={formError} />
      </div>
      <CardFieldset legend={t.texts}>
        <p className="text-sm text-gray-600">{t.languageHint}</p>
        <LanguageTabs texts={texts} errors={errors} active={language} onChange={setLanguage} />
        <div
          role="tabpanel"
          id="notice-language-panel"
          aria-labelledby={`notice-tab-${language}`}
          className="grid gap-6 lg:grid-cols-2"
        >
          <div className="flex flex-col gap-4" lang={language}>
            <TextField
              label={`${t.noticeTitle} · ${LANGUAGE_NATIVE_NAMES[language]}`}
              value={texts[language].title}
              error={errors[`${language}.title`]}
              maxLength={200}
              onChange={(event) => change('title', event.target.value)}
            />
            <TextAreaField
              label={`${t.body} · ${LANGUAGE_NATIVE_NAMES[language]}`}
              hint={t.bodyHint}
              value={texts[language].body}
              error={errors[`${language}.body`]}
              rows={14}
              className="font-mono"
              onChange={(event) => change('body', event.target.value)}
            />
          </div>
          <NoticePreview
            language={language}
            title={texts[language].title}
            body={texts[language].body}
            pinned={pinned}
            publishAt={publishValue() ?? notice?.publish_at}
          />
        </div>
      </CardFieldset>
      <CardFieldset legend={t.target}>
        <SiteSelect
          label={t.site}
          everySite={t.allSites}
          value={site}
          error={errors.site}
          onChange={setSite}
        />
        <Checkbox
          label={t.pin}
          checked={pinned}
          onChange={(event) => setPinned(event.target.checked)}
        />
        <PublishChoice
          existing={notice ? formatDateTime(notice.publish_at, locale) : undefined}
          publish={publish}
          onPublish={setPublish}
          publishAt={publishAt}
          onPublishAt={setPublishAt}
          error={errors.publish_at}
          hint={t.publishAtHint(zone)}
        />
      </CardFieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="lg" loading={busy}>
          {notice ? t.save : t.create}
        </Button>
        <ConsoleLink
          to={consolePath('notices')}
          className={buttonClassName({ variant: 'secondary', size: 'lg' })}
        >
          {t.cancel}
        </ConsoleLink>
        {notice ? (
          <Button
            variant="danger"
            size="lg"
            className="sm:ml-auto"
            onClick={() => setDeleting(true)}
          >
            {t.delete}
          </Button>
        ) : null}
      </div>
      {notice && deleting ? (
        <DeleteNoticeDialog
          notice={{ id: notice.id, title: noticeTitle(notice, locale) }}
          onDeleted={(message) => {
            snackbar.success(message);
            void navigate(consolePath('notices'));
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </form>
  );
}

/** One tab per language, each saying whether it is written; arrow keys move between them. */
function LanguageTabs({
  texts,
  errors,
  active,
  onChange,
}: {
  texts: Texts;
  errors: Errors;
  active: Locale;
  onChange: (locale: Locale) => void;
}) {
  const t = useConsoleTexts(noticesTexts);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = LOCALES[(LOCALES.indexOf(active) + step + LOCALES.length) % LOCALES.length]!;
    onChange(next);
    tabs.current[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t.languageTabs}
      onKeyDown={keyDown}
      className="flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      {LOCALES.map((locale) => {
        const invalid = Boolean(errors[`${locale}.title`] || errors[`${locale}.body`]);
        return (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`notice-tab-${locale}`}
            aria-selected={locale === active}
            aria-controls="notice-language-panel"
            tabIndex={locale === active ? 0 : -1}
            onClick={() => onChange(locale)}
            className={`-mb-px flex min-h-11 shrink-0 flex-col items-start border-b-2 px-3 py-1.5 text-left text-sm focus-visible:outline-2 focus-visible:outline-primary-ink ${
              locale === active
                ? 'border-primary font-semibold text-gray-900'
                : 'border-transparent text-gray-600 hover:text-gray-900'
            }`}
          >
            <span lang={locale}>{LANGUAGE_NATIVE_NAMES[locale]}</span>
            <span className={`text-xs ${invalid ? 'text-red-700' : 'text-gray-600'}`}>
              {written(texts[locale]) ? t.written : t.notWritten}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The notice as a member opens it (notice-detail.page.tsx): badge, title, date, body. */
function NoticePreview({
  language,
  title,
  body,
  pinned,
  publishAt,
}: {
  language: Locale;
  title: string;
  body: string;
  pinned: boolean;
  publishAt: string | undefined;
}) {
  const t = useConsoleTexts(noticesTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-gray-700">
        {t.preview}
      </h2>
      <div
        data-testid="notice-preview"
        lang={language}
        className="flex flex-col gap-4 rounded-2xl border border-dashed border-gray-300 bg-gray-50 p-4"
      >
        {title.trim() || body.trim() ? (
          <>
            <header className="flex flex-col gap-2">
              {pinned ? (
                <span className="w-fit rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                  {t.pinned}
                </span>
              ) : null}
              <h3 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
                {title}
              </h3>
              {publishAt && !Number.isNaN(Date.parse(publishAt)) ? (
                <p className="text-sm text-gray-500">{formatDay(publishAt, language)}</p>
              ) : null}
            </header>
            <Card>
              <MarkdownBody source={body} appLinks="new-tab" />
            </Card>
          </>
        ) : (
          <p className="text-sm text-gray-600">{t.previewEmpty}</p>
        )}
      </div>
    </section>
  );
}

function PublishChoice({
  existing,
  publish,
  onPublish,
  publishAt,
  onPublishAt,
  error,
  hint,
}: {
  /** The saved publish time of an existing notice, shown. */
  existing: string | undefined;
  publish: Publish;
  onPublish: (publish: Publish) => void;
  publishAt: string;
  onPublishAt: (value: string) => void;
  error: string | undefined;
  hint: string;
}) {
  const t = useConsoleTexts(noticesTexts);
  const name = useId();
  const choices: { value: Publish; label: string }[] = [
    ...(existing ? [{ value: 'keep' as const, label: t.publishKeep(existing) }] : []),
    { value: 'now', label: t.publishNow },
    { value: 'at', label: t.publishAt },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t.publish}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={publish === choice.value}
            onChange={() => onPublish(choice.value)}
            className="size-4 accent-primary"
          />
          {choice.label}
        </label>
      ))}
      {publish === 'at' ? (
        <TextField
          label={t.publishAtLabel}
          type="datetime-local"
          hint={hint}
          error={error}
          value={publishAt}
          onChange={(event) => onPublishAt(event.target.value)}
          className="max-w-xs"
        />
      ) : null}
    </fieldset>
  );
}
