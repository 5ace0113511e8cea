import {
  CHANNEL_LINK_PROBLEM_KEYS,
  parseChannelLink,
  zCurrentPassword,
  zFeeRatePercent,
  zMemberAddBody,
  zNewPassword,
  type ValidationKey,
} from '@portal/shared';
import { z } from 'zod';

/**
 * The member dialogs' forms, built from the shared call schemas so the rules (and their
 * messages) are the server's; only what the server never sees is added here: password
 * confirmations, the acknowledgement, the revenue share typed as text, and the channel
 * addresses typed one per line.
 */

const { user_id, password, nickname, channels } = zMemberAddBody.shape;

/** The first line of the channel addresses box that is not a channel link, and why. */
export function firstBadChannelLine(text: string): { line: number; key: ValidationKey } | null {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const parsed = parseChannelLink(line);
    if (!parsed.ok) return { line: index + 1, key: CHANNEL_LINK_PROBLEM_KEYS[parsed.problem] };
  }
  return null;
}

export const zCreateMemberForm = z
  .object({
    user_id,
    password,
    password_confirm: z.string(),
    nickname,
    /** One link per line, blank lines ignored; each read the way the server will read it. */
    channels: z
      .string()
      .superRefine((text, context) => {
        const bad = firstBadChannelLine(text);
        if (bad) context.addIssue({ code: 'custom', message: `validation.${bad.key}` });
      })
      .transform((text): string[] | undefined =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(channels),
  })
  .refine((form) => form.password === form.password_confirm, {
    error: 'validation.passwordMismatch',
    path: ['password_confirm'],
  });

export const zMemberPasswordForm = z
  .object({
    target: z.string().trim().min(1, 'validation.targetRequired'),
    new_password: zNewPassword,
    new_password_confirm: z.string(),
    /** The manager's own password. */
    password: zCurrentPassword,
  })
  .refine((form) => form.new_password === form.new_password_confirm, {
    error: 'validation.passwordMismatch',
    path: ['new_password_confirm'],
  });

/** A calendar day as `YYYY-MM-DD` in the browser's time zone. */
export function localDay(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

export const zFeeRateForm = z.object({
  // Typed as text: "12.5" must not turn into 12.499999 on the way, nor "1e2" into 100.
  fee_rate: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'validation.feeRateRange')
    .transform(Number)
    .pipe(zFeeRatePercent),
  /** Empty means from today; a change never starts in the past (docs/product.md §6.5). */
  effective_from: z
    .string()
    .refine((day) => day === '' || (DAY.test(day) && isRealDay(day) && day >= localDay()), {
      error: 'validation.effectiveFromInvalid',
    }),
  password: zCurrentPassword,
});

export const zDeleteMemberForm = z.object({
  password: zCurrentPassword,
  acknowledged: z.boolean().refine((value) => value, { error: 'forms.acknowledgeRequired' }),
});
