import {
  CHANNEL_STATUS,
  CHANNELS_PAGE_SIZE,
  type ChannelStatus,
  type OperatorChannel,
  type ReviewDecision,
} from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/api-error.ts';
import {
  ReviewStatusBadge,
  useReviewStatusText,
  VerificationBadge,
} from '../../shared/channels/channel-badges.tsx';
import { formatDay } from '../../shared/i18n/date-format.ts';
import { Button, type ButtonVariant } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import { RowsSkeleton } from '../../shared/ui/rows-skeleton.tsx';
import { consolePath, useConsoleNavigate, useConsoleSearch } from '../app/console-link.tsx';
import { ConsolePage } from '../app/console-page.tsx';
import { EmptyCard, QueryStates } from '../lib/query-states.tsx';
import { useConsoleLocale, useConsoleTexts } from '../i18n/console-texts.ts';
import { SiteSelect } from '../sites/site-select.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { useReviewChannel, useReviewChannels, useReviewQueue } from './review-queries.ts';
import { reviewTexts } from './texts.ts';

/** A channel of the queue by its site and id: how calls and the selection name it. */
const keyOf = (channel: { site: string; channel_id: string }) =>
  `${channel.site}\n${channel.channel_id}`;
const targetOf = (channel: OperatorChannel) => ({
  site: channel.site.domain,
  channel_id: channel.channel_id,
});

/** What the dialog decides on: one channel, or the selection. */
type Pending = { decision: ReviewDecision; channels: OperatorChannel[] };

/** The decisions the toolbar takes on every selected channel, in its order. */
const BULK_DECISIONS: {
  decision: ReviewDecision;
  variant: ButtonVariant;
  label: 'approveSelected' | 'holdSelected' | 'rejectSelected';
}[] = [
  { decision: 'approve', variant: 'primary', label: 'approveSelected' },
  { decision: 'hold', variant: 'secondary', label: 'holdSelected' },
  { decision: 'reject', variant: 'danger', label: 'rejectSelected' },
];

/** A review status from the query or a select, when it is one. */
function statusOf(value: unknown): ChannelStatus | undefined {
  const number = typeof value === 'string' && value !== '' ? Number(value) : value;
  return Object.values(CHANNEL_STATUS).find((status) => status === number);
}

/**
 * /operator/review?site=: the channel review queue of one site or of all, waiting first;
 * approve, hold or reject one channel, or the selected ones with one note.
 */
export function ReviewPage() {
  const t = useConsoleTexts(reviewTexts);
  const search = useConsoleSearch();
  const navigate = useConsoleNavigate();
  const site = typeof search.site === 'string' && search.site ? search.site : undefined;
  const status = statusOf(search.status);
  const [page, setPage] = useState(0);
  const queue = useReviewQueue({ site, status, page });
  const statusText = useReviewStatusText();

  const [selected, setSelected] = useState<Map<string, OperatorChannel>>(new Map());
  const [refusals, setRefusals] = useState<Map<string, string>>(new Map());
  const [pending, setPending] = useState<Pending>();
  const [outcome, setOutcome] = useState<string>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const reviewOne = useReviewChannel();
  const reviewMany = useReviewChannels();
  const busy = reviewOne.isPending || reviewMany.isPending;

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  function filter(next: { site?: string | undefined; status?: ChannelStatus | undefined }) {
    setPage(0);
    setSelected(new Map());
    setRefusals(new Map());
    void navigate(consolePath('review'), { search: { site, status, ...next }, replace: true });
  }

  function toggle(channel: OperatorChannel, on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(targetOf(channel)), channel);
      else next.delete(keyOf(targetOf(channel)));
      return next;
    });
  }

  async function confirm(note: string) {
    if (!pending) return;
    const { decision, channels } = pending;
    const body = { decision, ...(note ? { note } : {}) };
    try {
      if (channels.length === 1 && selected.size === 0) {
        await reviewOne.mutateAsync({ ...targetOf(channels[0]!), ...body });
        setRefusals(new Map());
        setOutcome(t.reviewed);
      } else {
        const reply = await reviewMany.mutateAsync({ channels: channels.map(targetOf), ...body });
        const refused = new Map<string, string>();
        for (const result of reply.results)
          if (!result.reviewed) refused.set(keyOf(result), result.message);
        setRefusals(refused);
        // What could not take the decision stays selected, to act on again.
        setSelected(new Map([...selected].filter(([key]) => refused.has(key))));
        setOutcome(t.bulkDone(reply.results.length - refused.size, refused.size));
      }
      setPending(undefined);
    } catch {
      // The dialog stays open with the server's message.
    }
  }

  const channels = queue.data?.channels ?? [];
  const allOnPage = channels.length > 0 && channels.every((c) => selected.has(keyOf(targetOf(c))));
  const dialogError =
    reviewOne.error || reviewMany.error
      ? errorMessage(reviewOne.error ?? reviewMany.error, t.loadFailed)
      : undefined;

  return (
    <ConsolePage title={t.title}>
      <p className="mb-4 text-sm text-gray-600">{t.intro}</p>
      <form
        aria-label={t.filters}
        className="mb-5 grid gap-3 sm:grid-cols-2 lg:max-w-2xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <SiteSelect
          label={t.site}
          everySite={t.allSites}
          value={site ?? ''}
          onChange={(domain) => filter({ site: domain || undefined })}
        />
        <SelectField
          label={t.status}
          value={status === undefined ? '' : String(status)}
          onChange={(event) => filter({ status: statusOf(event.target.value) })}
        >
          <option value="">{t.allStatuses}</option>
          {Object.values(CHANNEL_STATUS).map((value) => (
            <option key={value} value={value}>
              {statusText(value)}
            </option>
          ))}
        </SelectField>
      </form>

      <p
        ref={outcomeRef}
        tabIndex={-1}
        role="status"
        className="mb-3 text-sm font-medium text-gray-900 outline-none empty:hidden"
      >
        {outcome}
      </p>

      <QueryStates
        query={queue}
        failed={t.loadFailed}
        skeleton={<RowsSkeleton label={t.loading} badge />}
        isEmpty={(data) => data.channels.length === 0}
        empty={<EmptyCard title={t.emptyTitle} text={t.emptyText} />}
      >
        {({ total }) => (
          <>
            <div
              role="toolbar"
              aria-label={t.selected(selected.size)}
              className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-gray-200 bg-white/95 p-2 shadow-xs backdrop-blur"
            >
              <label className="flex min-h-9 items-center gap-2 px-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={allOnPage}
                  onChange={(event) => {
                    for (const channel of channels) toggle(channel, event.target.checked);
                  }}
                />
                {t.selectPage}
              </label>
              <span className="px-2 text-sm text-gray-700" aria-live="polite">
                {t.selected(selected.size)}
              </span>
              {selected.size > 0 ? (
                <span className="flex flex-wrap gap-2">
                  {BULK_DECISIONS.map(({ decision, variant, label }) => (
                    <Button
                      key={decision}
                      size="sm"
                      variant={variant}
                      onClick={() => setPending({ decision, channels: [...selected.values()] })}
                    >
                      {t[label]}
                    </Button>
                  ))}
                  <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
                    {t.clearSelection}
                  </Button>
                </span>
              ) : null}
            </div>
            <ul
              aria-label={t.listLabel}
              aria-busy={queue.isFetching || undefined}
              className="flex flex-col gap-3"
            >
              {channels.map((channel) => {
                const key = keyOf(targetOf(channel));
                return (
                  <QueueRow
                    key={key}
                    channel={channel}
                    selected={selected.has(key)}
                    refusal={refusals.get(key)}
                    onSelect={(on) => toggle(channel, on)}
                    onDecide={(decision) => {
                      setSelected(new Map());
                      setPending({ decision, channels: [channel] });
                    }}
                  />
                );
              })}
            </ul>
            <p className="mt-4 text-sm text-gray-600">
              {t.summary(
                page * CHANNELS_PAGE_SIZE + 1,
                page * CHANNELS_PAGE_SIZE + channels.length,
                total,
              )}
            </p>
            <Pagination
              className="mt-2"
              page={page}
              pages={Math.ceil(total / CHANNELS_PAGE_SIZE)}
              onPage={setPage}
              label={t.pagination}
            />
          </>
        )}
      </QueryStates>
      {pending ? (
        <DecisionDialog
          decision={pending.decision}
          what={
            pending.channels.length === 1
              ? pending.channels[0]!.title
              : t.dialogChannels(pending.channels.length)
          }
          error={dialogError}
          busy={busy}
          onConfirm={(note) => void confirm(note)}
          onClose={() => {
            setPending(undefined);
            reviewOne.reset();
            reviewMany.reset();
          }}
        />
      ) : null}
    </ConsolePage>
  );
}

/** One channel: its YouTube details, site, states and note, and the three decisions. */
function QueueRow({
  channel,
  selected,
  refusal,
  onSelect,
  onDecide,
}: {
  channel: OperatorChannel;
  selected: boolean;
  refusal: string | undefined;
  onSelect: (on: boolean) => void;
  onDecide: (decision: ReviewDecision) => void;
}) {
  const t = useConsoleTexts(reviewTexts);
  const locale = useConsoleLocale();
  const { t: siteText } = useTranslation();
  const failure = channel.verification_failure
    ? {
        code_not_found: t.failureCode,
        youtube_unavailable: t.failureYoutube,
        channel_gone: t.failureGone,
      }[channel.verification_failure]
    : undefined;
  const verified = channel.verification === 'verified';
  const titleId = `channel-${channel.site.id}-${channel.channel_id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="review-row"
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-xs md:flex-row md:items-start ${
        selected ? 'border-primary' : 'border-gray-200'
      }`}
    >
      <div className="flex items-start gap-3 md:contents">
        <input
          type="checkbox"
          aria-label={t.select(channel.title)}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-3 size-5 shrink-0 accent-primary"
        />
        {channel.thumbnail_url ? (
          <img
            src={channel.thumbnail_url}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-12 shrink-0 rounded-full bg-gray-100 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-12 shrink-0 rounded-full bg-gray-100" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold text-gray-900">
            <a
              href={channel.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.openOnYouTube(channel.title)}
              className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {channel.title}
            </a>
          </h2>
          <p className="truncate text-sm text-gray-600">
            {[channel.handle, channel.channel_id].filter(Boolean).join(' · ')}
          </p>
          <p className="truncate text-sm text-gray-700">
            {channel.site.name} · {channel.site.domain}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
            <div className="flex gap-1">
              <dt>{t.category}</dt>
              <dd>{siteText(`channels.categories.${channel.category}`)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t.registered}</dt>
              <dd>{formatDay(channel.registered_at, locale)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t.members}</dt>
              <dd>
                {channel.members.length > 0
                  ? channel.members.map((member) => member.user_id).join(', ')
                  : t.noMembers}
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex flex-col gap-1.5 md:w-56">
        <div className="flex flex-wrap gap-1.5">
          <ReviewStatusBadge status={channel.status} />
          <VerificationBadge channel={channel} />
        </div>
        {failure ? <p className="text-xs text-red-700">{failure}</p> : null}
        {channel.review_note ? (
          <p className="text-xs text-gray-700">
            <span className="font-medium">{t.note}: </span>
            {channel.review_note}
          </p>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-xs font-medium text-red-700">
            {t.notReviewed}: {refusal}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 md:w-auto md:flex-col">
        <Button
          size="sm"
          disabled={!verified}
          title={verified ? undefined : t.approveOnlyVerified}
          aria-describedby={verified ? undefined : `${titleId}-approve`}
          onClick={() => onDecide('approve')}
        >
          {t.approve}
        </Button>
        {verified ? null : (
          <span id={`${titleId}-approve`} className="sr-only">
            {t.approveOnlyVerified}
          </span>
        )}
        <Button size="sm" variant="secondary" onClick={() => onDecide('hold')}>
          {t.hold}
        </Button>
        <Button size="sm" variant="danger" onClick={() => onDecide('reject')}>
          {t.reject}
        </Button>
      </div>
    </li>
  );
}
