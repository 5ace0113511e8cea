import { zLoginBody, type LoginBody } from '@portal/shared';
import type { z } from 'zod';

export type LoginField = keyof LoginBody;
/** Per field, the first rule it breaks, as a `validation.<key>` message (form-errors.ts). */
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginCheck =
  { ok: true; body: z.output<typeof zLoginBody> } | { ok: false; errors: LoginErrors };

/**
 * The login form's rules, the shared schema of the call: a chunk of its own, so the
 * form paints before zod arrives (login-form.tsx, docs/decisions/017).
 */
export function checkLogin(values: LoginBody): LoginCheck {
  const result = zLoginBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'id' || field === 'password') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
