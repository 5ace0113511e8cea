import { LOCALES } from '@portal/shared';
import { configure } from '@testing-library/dom';
import { loadLocale } from '../src/shared/i18n/i18n.ts';

/**
 * `findBy…` and `waitFor` wait up to 5 s instead of 1 s: on a busy 2-core machine a
 * screen can take longer than a second to render its lazy parts, and a slow render is
 * not what these tests check (speed is measured by `npm run bench`).
 */
configure({ asyncUtilTimeout: 5_000 });

// Every language at hand, as a visitor who has read them all: tests start i18next in any
// language synchronously (the app downloads each but Korean when it is shown).
await Promise.all(LOCALES.map(loadLocale));
