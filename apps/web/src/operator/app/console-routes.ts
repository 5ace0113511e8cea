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
    path: '',
    nav: 'overview',
    load: () => import('../overview/overview.page.tsx').then((module) => module.OverviewPage),
  },
  {
    path: 'sites',
    nav: 'sites',
    load: () => import('../sites/sites.page.tsx').then((module) => module.SitesPage),
  },
  {
    path: 'sites/new',
    load: () => import('../sites/new-site.page.tsx').then((module) => module.NewSitePage),
  },
  {
    path: 'sites/$siteId',
    load: () => import('../sites/edit-site.page.tsx').then((module) => module.EditSitePage),
  },
  {
    path: 'review',
    nav: 'review',
    load: () => import('../review/review.page.tsx').then((module) => module.ReviewPage),
  },
  {
    path: 'youtube',
    nav: 'youtube',
    load: () => import('../youtube/youtube.page.tsx').then((module) => module.YouTubePage),
  },
  {
    path: 'imports',
    nav: 'imports',
    load: () => import('../imports/imports.page.tsx').then((module) => module.ImportsPage),
  },
  {
    path: 'catalogue',
    nav: 'catalogue',
    load: () => import('../catalogue/catalogue.page.tsx').then((module) => module.CataloguePage),
  },
  {
    path: 'notices',
    nav: 'notices',
    load: () => import('../notices/notices.page.tsx').then((module) => module.NoticesPage),
  },
  {
    path: 'notices/new',
    load: () =>
      import('../notices/notice-editor.page.tsx').then((module) => module.NoticeEditorPage),
  },
  {
    path: 'notices/$noticeId',
    load: () =>
      import('../notices/notice-editor.page.tsx').then((module) => module.NoticeEditorPage),
  },
  {
    path: 'payouts',
    nav: 'payouts',
    load: () => import('../payouts/payouts.page.tsx').then((module) => module.PayoutsPage),
  },
  {
    path: 'audit',
    nav: 'audit',
    load: () => import('../audit/audit.page.tsx').then((module) => module.AuditPage),
  },
  {
    path: 'tokens',
    nav: 'tokens',
    load: () => import('../tokens/tokens.page.tsx').then((module) => module.TokensPage),
  },
  {
    path: 'team',
    nav: 'team',
    load: () => import('../team/team.page.tsx').then((module) => module.TeamPage),
  },
];
