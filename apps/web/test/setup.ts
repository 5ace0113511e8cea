import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` wait up to 5 s instead of 1 s: on a busy 2-core machine a
 * screen can take longer than a second to render its lazy parts, and a slow render is
 * not what these tests check (speed is measured by `npm run bench`).
 */
configure({ asyncUtilTimeout: 5_000 });
