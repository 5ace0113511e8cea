import { VALIDATION_KEYS, type ValidationKey } from '@portal/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ko } from './locales/ko.messages.ts';

type FormKey = keyof typeof ko.forms;

function isValidationKey(key: string): key is ValidationKey {
  return (VALIDATION_KEYS as readonly string[]).includes(key);
}

function isFormKey(key: string): key is FormKey {
  return Object.hasOwn(ko.forms, key);
}

/** A react-hook-form field error, or just its message. */
type ErrorLike = string | { type?: unknown; message?: string } | undefined;

/**
 * Errors set with `type: 'server'` carry the server's text, already in the user's
 * language, and are shown as they are.
 */
export const SERVER_ERROR_TYPE = 'server';

/**
 * Turns a zod issue message into text. The shared schemas use `validation.<key>` (texts
 * of the shared `api` catalogue, the same the server answers with); the web app's own
 * form rules use `forms.<key>`.
 */
export function useFormErrorText(): (error: ErrorLike) => string | undefined {
  const { t } = useTranslation(['translation', 'api']);
  return useCallback(
    (error: ErrorLike) => {
      if (error === undefined) return undefined;
      if (typeof error === 'object' && error.type === SERVER_ERROR_TYPE) return error.message;
      const message = typeof error === 'string' ? error : error.message;
      if (!message) return undefined;
      const [group, key = ''] = message.split('.', 2);
      if (group === 'validation' && isValidationKey(key)) return t(`api:validation.${key}`);
      if (group === 'forms' && isFormKey(key)) return t(`forms.${key}`);
      return t('api:validation.invalid');
    },
    [t],
  );
}
