import type { ComponentType } from 'react';
import type { ConsoleNavKey } from './texts.ts';

/**
 * The console's pages under /operator (docs/product.md §17), one list: the router makes
 * a route of each and the menu shows those with `nav`, in this order.
 */
export interface ConsoleRoute {
  /** Relative to /operator: '' is the overview, 'sites/$siteId' a page with a param. */
  path: string;
  /** The menu entry that leads here (and is marked current on its sub-pages). */
  nav?: ConsoleNavKey;
  load: () => Promise<ComponentType>;
}

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  {
    path: 'team',
    nav: 'team',
    load: () => import('../team/team.page.tsx').then((module) => module.TeamPage),
  },
];
