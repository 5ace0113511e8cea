import { Link, type LinkProps } from '@tanstack/react-router';
import type { ComponentPropsWithoutRef, ElementType, JSX, ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';

/**
 * Link targets keep react-markdown's safe protocols (http, https, mailto, …; never
 * `javascript:`); images load over https only, so a notice cannot pull a tracker or
 * mixed content from anywhere else.
 */
const safeUrl: UrlTransform = (url, key) => {
  if (key === 'src') return /^https:\/\//i.test(url) ? defaultUrlTransform(url) : '';
  return defaultUrlTransform(url);
};

/** A path inside this app (`/guides`), which the router can open without a reload. */
function isAppPath(href: string): boolean {
  return /^\/(?!\/)[^?#]*$/.test(href);
}

/**
 * How links to the site's own pages open: through the site's router (a member reading a
 * notice), or in a new tab (the operator console's preview, which is not the site and
 * must not leave the notice being written).
 */
export type AppLinks = 'router' | 'new-tab';

function MarkdownLink({
  href = '',
  appLinks,
  children,
}: ComponentPropsWithoutRef<'a'> & { appLinks: AppLinks }) {
  const className =
    'font-medium text-primary-ink underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';
  // An unsafe target was emptied by safeUrl: keep the words, drop the link.
  if (!href) return <>{children}</>;
  if (isAppPath(href) && appLinks === 'router') {
    return (
      <Link to={href as LinkProps['to']} className={className}>
        {children}
      </Link>
    );
  }
  const web = /^https?:\/\//i.test(href) || isAppPath(href);
  return (
    <a
      href={href}
      className={className}
      rel="noopener noreferrer"
      {...(web ? { target: '_blank' } : {})}
    >
      {children}
    </a>
  );
}

function MarkdownImage({ src, alt }: ComponentPropsWithoutRef<'img'>) {
  if (typeof src !== 'string' || !src) return alt ? <span>{alt}</span> : null;
  return (
    <img
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="my-3 h-auto max-w-full rounded-lg"
    />
  );
}

/** Drops react-markdown's `node` prop so it never reaches the DOM. */
function tag(Tag: keyof JSX.IntrinsicElements, className: string) {
  return function MarkdownElement({
    children,
  }: {
    children?: ReactNode;
    node?: unknown;
  }): ReactNode {
    const Element: ElementType = Tag;
    return <Element className={className}>{children}</Element>;
  };
}

/**
 * The page's h1 is the notice title, so Markdown headings start one level lower.
 * Raw HTML is never rendered: react-markdown shows it as text (no `rehype-raw`).
 */
const ELEMENTS: Components = {
  h1: tag('h2', 'mt-6 mb-2 text-xl font-bold text-gray-900 first:mt-0'),
  h2: tag('h3', 'mt-6 mb-2 text-lg font-semibold text-gray-900 first:mt-0'),
  h3: tag('h4', 'mt-5 mb-2 text-base font-semibold text-gray-900 first:mt-0'),
  h4: tag('h5', 'mt-4 mb-1 font-semibold text-gray-900'),
  h5: tag('h6', 'mt-4 mb-1 font-semibold text-gray-900'),
  h6: tag('h6', 'mt-4 mb-1 font-semibold text-gray-900'),
  p: tag('p', 'my-3 first:mt-0 last:mb-0'),
  ul: tag('ul', 'my-3 list-disc space-y-1 pl-6'),
  ol: tag('ol', 'my-3 list-decimal space-y-1 pl-6'),
  li: tag('li', 'pl-1'),
  blockquote: tag('blockquote', 'my-4 border-l-4 border-gray-200 pl-4 text-gray-600'),
  pre: tag('pre', 'my-4 overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm [&>code]:p-0'),
  code: tag('code', 'rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.9em]'),
  hr: () => <hr className="my-6 border-gray-200" />,
  strong: tag('strong', 'font-semibold text-gray-900'),
  img: ({ src, alt }) => <MarkdownImage src={src} alt={alt} />,
};

const COMPONENTS: Record<AppLinks, Components> = {
  router: {
    ...ELEMENTS,
    a: ({ href, children }) => (
      <MarkdownLink href={href} appLinks="router">
        {children}
      </MarkdownLink>
    ),
  },
  'new-tab': {
    ...ELEMENTS,
    a: ({ href, children }) => (
      <MarkdownLink href={href} appLinks="new-tab">
        {children}
      </MarkdownLink>
    ),
  },
};

/** A notice body written in Markdown, rendered as React elements only (no HTML injection). */
export function MarkdownBody({
  source,
  appLinks = 'router',
}: {
  source: string;
  appLinks?: AppLinks;
}) {
  return (
    <div data-testid="markdown-body" className="text-sm leading-relaxed text-gray-800 sm:text-base">
      <Markdown components={COMPONENTS[appLinks]} urlTransform={safeUrl}>
        {source}
      </Markdown>
    </div>
  );
}
