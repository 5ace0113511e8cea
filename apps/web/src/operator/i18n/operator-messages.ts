import { LOCALES, OPERATOR_MESSAGES, type Locale } from '@portal/shared';
import { i18n } from '../../shared/i18n/i18n.ts';

/**
 * Puts the server's texts only operators meet (OPERATOR_MESSAGES: their sign-in, tokens,
 * filters) beside the sites' in the `api` namespace, for every language. A language's own
 * catalogue arrives later and replaces its groups (validation, success) whole, so they go
 * in again each time one does.
 */
export function addOperatorMessages(): void {
  let adding = false;
  const add = (locale: Locale) => {
    adding = true;
    i18n.addResourceBundle(locale, 'api', OPERATOR_MESSAGES[locale], true, true);
    adding = false;
  };
  LOCALES.forEach(add);
  i18n.store.on('added', (language: string, namespace: string) => {
    const locale = LOCALES.find((one) => one === language);
    if (namespace === 'api' && locale && !adding) add(locale);
  });
}
