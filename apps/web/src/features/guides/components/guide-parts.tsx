import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';

type GuidePath = NonNullable<LinkProps['to']>;

/**
 * A heading others can link to: its id, and beside it (not inside, so the heading's
 * name stays its text) a "#" link to `/guides/…#id`.
 */
export function AnchoredHeading({
  level,
  id,
  title,
  to,
  linkLabel,
}: {
  level: 'h2' | 'h3';
  id: string;
  title: string;
  /** The page the heading is on, so the link carries the page's locale prefix too. */
  to: GuidePath;
  /** "Link to this section", in the page's language. */
  linkLabel: string;
}) {
  const Heading = level;
  return (
    <div className="group flex items-baseline gap-2">
      <Heading
        id={id}
        className={
          level === 'h2'
            ? 'scroll-mt-20 text-lg font-bold text-gray-900 sm:text-xl'
            : 'scroll-mt-20 font-semibold text-gray-900'
        }
      >
        {title}
      </Heading>
      <Link
        to={to}
        hash={id}
        aria-label={`${linkLabel}: ${title}`}
        className={`rounded px-1 font-semibold text-primary-ink/60 hover:text-primary-ink focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-ink ${
          level === 'h3' ? 'opacity-0 group-hover:opacity-100' : ''
        }`}
      >
        #
      </Link>
    </div>
  );
}

export interface TocItem {
  id: string;
  title: string;
}

/** The page's sections as links; beside the text on a wide screen, above it otherwise. */
export function TableOfContents({
  items,
  label,
  to,
}: {
  items: readonly TocItem[];
  label: string;
  to: GuidePath;
}) {
  return (
    <nav
      aria-label={label}
      className="rounded-2xl border border-gray-200 bg-white p-4 lg:sticky lg:top-8"
    >
      <p aria-hidden="true" className="px-2 text-xs font-semibold text-gray-500">
        {label}
      </p>
      <ol className="mt-2 grid gap-0.5 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={to}
              hash={item.id}
              className="block rounded-lg px-2 py-1.5 text-gray-700 hover:bg-gray-50 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The rules box (anchor `rules`): what must be right for the music to count. */
export function RulesBox({
  title,
  rules,
  to,
  linkLabel,
}: {
  title: string;
  rules: readonly string[];
  to: GuidePath;
  linkLabel: string;
}) {
  return (
    <section
      aria-labelledby="rules"
      data-testid="guide-rules"
      className="mt-10 rounded-2xl border border-primary/30 bg-primary-dim/50 p-5 sm:p-6"
    >
      <AnchoredHeading level="h2" id="rules" title={title} to={to} linkLabel={linkLabel} />
      <ul className="mt-3 grid gap-2.5">
        {rules.map((rule) => (
          <li
            key={rule}
            className="flex gap-2.5 text-sm leading-relaxed text-gray-800 sm:text-base"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-primary-ink"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="10" cy="10" r="8" />
              <path d="m6.5 10 2.4 2.4 4.6-4.8" />
            </svg>
            <span>{rule}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A highlighted sentence: a tip or the one thing not to miss. */
export function Callout({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-xl border-l-4 border-primary bg-primary-dim/60 px-4 py-3 text-sm font-medium leading-relaxed text-gray-900 sm:text-base">
      {children}
    </p>
  );
}

/** What shows while the guide text of the page's language downloads. */
export function GuideLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="flex justify-center py-16 text-primary-ink"
    >
      <Spinner className="size-8" />
    </div>
  );
}

/**
 * Scrolls to the heading named by the URL's #fragment once the guide text is on the
 * page. The browser and the router try when the page opens, before the lazily loaded
 * text exists, and find nothing; `content` changes when the text arrives (or its
 * language changes), which is when the heading can be found.
 */
export function useScrollToHash(content: unknown): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash)?.scrollIntoView({ block: 'start' });
  }, [hash, content]);
}
