import { REPORT_PERIODS, zReportFilter, type ReportPeriod } from '@portal/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrorText } from '../../../shared/i18n/form-errors.ts';
import { useIsManager } from '../../../shared/members/get-member-accounts.ts';
import { useMemberOptions } from '../../../shared/members/use-member-options.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import type { ReportFilters } from '../api/report-query.ts';

/**
 * The filters above every report (spec §2): the member (managers only), the period, and
 * the days of a custom period; `children` adds a screen's own (channel, sort).
 */
export function ReportToolbar({
  filters,
  onChange,
  lastDay,
  children,
}: {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  /** The last day with data, where a new custom range ends by default. */
  lastDay: string | null | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const isManager = useIsManager();
  const members = useMemberOptions();
  // Choosing "custom" opens the range form; the reports change once a range is applied.
  const [choosingRange, setChoosingRange] = useState(false);
  const shownPeriod = choosingRange ? 'custom' : filters.period;

  const choosePeriod = (period: ReportPeriod) => {
    if (period === 'custom') {
      setChoosingRange(true);
      return;
    }
    setChoosingRange(false);
    onChange({ period, member: filters.member });
  };

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        {isManager ? (
          <SelectField
            className="w-full sm:w-64"
            label={t('reports.filters.member')}
            value={filters.member}
            onChange={(event) => onChange({ ...filters, member: event.target.value })}
          >
            {members.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          className="w-full sm:w-48"
          label={t('reports.filters.period')}
          value={shownPeriod}
          onChange={(event) => choosePeriod(event.target.value as ReportPeriod)}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`reports.periods.${period}`)}
            </option>
          ))}
        </SelectField>
        {children}
      </div>
      {shownPeriod === 'custom' ? (
        <CustomRangeForm
          // A new applied range starts the form again from it.
          key={`${filters.from}-${filters.to}`}
          filters={filters}
          lastDay={lastDay}
          onApply={(from, to) => {
            setChoosingRange(false);
            onChange({ ...filters, period: 'custom', from, to });
          }}
        />
      ) : null}
    </div>
  );
}

/** `YYYY-MM-DD` of the UTC day `days` after `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The custom range: two native date pickers (keyboard and phone friendly), checked as the
 * server checks them before the reports change.
 */
function CustomRangeForm({
  filters,
  lastDay,
  onApply,
}: {
  filters: ReportFilters;
  lastDay: string | null | undefined;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const errorId = useId();
  const end = lastDay ?? todayUtc();
  const [from, setFrom] = useState(filters.from ?? shiftDay(end, -27));
  const [to, setTo] = useState(filters.to ?? end);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = zReportFilter.safeParse({ period: 'custom', from, to });
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message ?? 'validation.reportRangeInvalid'));
      return;
    }
    setError(undefined);
    onApply(from, to);
  };

  return (
    <form
      // Checked below with the server's rule and words, not the browser's bubble.
      noValidate
      onSubmit={submit}
      aria-label={t('reports.filters.customRange')}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-3 shadow-xs"
    >
      <TextField
        className="w-full sm:w-44"
        type="date"
        label={t('reports.filters.from')}
        value={from}
        max={to || undefined}
        required
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(event) => setFrom(event.target.value)}
      />
      <TextField
        className="w-full sm:w-44"
        type="date"
        label={t('reports.filters.to')}
        value={to}
        min={from || undefined}
        required
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('reports.filters.apply')}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
