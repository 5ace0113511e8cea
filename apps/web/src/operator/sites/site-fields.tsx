import {
  CURRENCIES,
  DESIGN_IDS,
  LOCALES,
  validationMessage,
  type Currency,
  type DesignId,
  type Locale,
} from '@portal/shared';
import { useId } from 'react';
import type { ZodError } from 'zod';
import { LANGUAGE_NATIVE_NAMES } from '../../shared/i18n/language-names.ts';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { parsedColour } from './colour-preview.tsx';
import { sitesTexts } from './texts.ts';

/** A site's look and settings as the form holds them; '' is "the default". */
export type LookValues = {
  name: string;
  design_id: DesignId;
  color_primary: string;
  color_primary_dim: string;
  is_playist: boolean;
  currency: Currency | '';
  language: Locale | '';
  time_zone: string;
};

/** Messages by field: a body field's name, or `manager.email` for a nested one. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The schema's refusals by field, in the console's language: the same texts the server
 * answers with, since the form checks with the call's own schema.
 */
export function fieldErrorsOf(error: ZodError, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field =
      first === 'manager' && second !== undefined
        ? `manager.${String(second)}`
        : String(first ?? '');
    errors[field] ??= validationMessage(locale, issue.message);
  }
  return errors;
}

/** A colour as six hex digits, with a picker beside it that follows what is typed. */
function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useConsoleTexts(sitesTexts);
  const pickerId = useId();
  const colour = parsedColour(value);
  return (
    <div className="flex items-start gap-2">
      <TextField
        className="flex-1"
        label={label}
        hint={t.colourHint}
        error={error}
        value={value}
        spellCheck={false}
        autoComplete="off"
        inputMode="text"
        maxLength={7}
        onChange={(event) => onChange(event.target.value)}
      />
      <label htmlFor={pickerId} className="sr-only">
        {t.colourPicker(label)}
      </label>
      <input
        id={pickerId}
        type="color"
        value={colour ?? '#000000'}
        onChange={(event) => onChange(event.target.value.slice(1))}
        className="mt-7 h-11 w-12 shrink-0 cursor-pointer rounded-xl border border-gray-300 bg-white p-1"
      />
    </div>
  );
}

/**
 * Name, design, colours, playlist flag, currency, language and time zone: what a new
 * site is made with and what its settings change. With `defaultsAllowed` (a new site),
 * currency and language may stay on the default, which follows the playlist flag.
 */
export function LookFields({
  values,
  errors,
  onChange,
  defaultsAllowed,
}: {
  values: LookValues;
  errors: FieldErrors;
  onChange: (change: Partial<LookValues>) => void;
  defaultsAllowed: boolean;
}) {
  const t = useConsoleTexts(sitesTexts);
  return (
    <>
      <SelectField
        label={t.design}
        value={values.design_id}
        error={errors.design_id}
        onChange={(event) => onChange({ design_id: event.target.value as DesignId })}
      >
        {DESIGN_IDS.map((id) => (
          <option key={id} value={id}>
            {t.designOption(id)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          label={t.primary}
          value={values.color_primary}
          error={errors.color_primary}
          onChange={(color_primary) => onChange({ color_primary })}
        />
        <ColourField
          label={t.primaryDim}
          value={values.color_primary_dim}
          error={errors.color_primary_dim}
          onChange={(color_primary_dim) => onChange({ color_primary_dim })}
        />
      </div>
      <Checkbox
        label={
          <>
            <span className="font-medium">{t.playlistFlag}</span>
            <span className="block text-xs text-gray-600">{t.playlistHint}</span>
          </>
        }
        checked={values.is_playist}
        error={errors.is_playist}
        onChange={(event) => onChange({ is_playist: event.target.checked })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.currency}
          value={values.currency}
          error={errors.currency}
          onChange={(event) => onChange({ currency: event.target.value as Currency | '' })}
        >
          {defaultsAllowed ? <option value="">{t.defaultOption}</option> : null}
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.language}
          value={values.language}
          error={errors.language}
          onChange={(event) => onChange({ language: event.target.value as Locale | '' })}
        >
          {defaultsAllowed ? <option value="">{t.defaultOption}</option> : null}
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NATIVE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t.timeZone}
        hint={t.timeZoneHint}
        error={errors.time_zone}
        value={values.time_zone}
        placeholder="Asia/Seoul"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange({ time_zone: event.target.value })}
      />
    </>
  );
}

/** The site's name, as new sites and their settings ask for it. */
export function SiteNameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (name: string) => void;
}) {
  const t = useConsoleTexts(sitesTexts);
  return (
    <TextField
      label={t.name}
      hint={t.nameHint}
      error={error}
      value={value}
      maxLength={80}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
