import { createElement as h, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '@portal/shared';
import { MAIL_TEXTS, type MailKind, type MailParams } from './mail-texts.ts';

/** What a message shows of its site: its name, address, logo and colours (docs/product.md §16.2). */
export type MailSite = {
  name: string;
  /** Where the site answers (`https://portal.example.com`); links and the logo start with it. */
  origin: string;
  /** The header logo's address on the site (`/api/site/image/…`), if it has one. */
  logo: string | null;
  /** Six hex digits without `#`. */
  colorPrimary: string;
  colorPrimaryDim: string;
};

export type RenderedMail = { subject: string; html: string; text: string };

/** Writes `{name}` placeholders with their values; unknown names stay as written. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The placeholders a line uses. */
function namesIn(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * A line of the HTML part: its placeholders filled as `fill` does, a value named `…Link`
 * (an address besides the button's) as a link the reader can click.
 */
function lineNodes(template: string, values: Record<string, string>, color: string): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (name === undefined) return piece;
    const value = values[name];
    if (value === undefined) return piece;
    if (!name.endsWith('Link')) return value;
    return h('a', { key: index, href: value, style: { color, wordBreak: 'break-all' } }, value);
  });
}

const hex = (value: string) => (/^[0-9a-f]{6}$/i.test(value) ? `#${value}` : '#2563eb');

/**
 * One message of `kind` in `locale`, as an HTML part and a plain-text part with the same
 * words. The HTML is rendered by React's static renderer, which escapes every value (a
 * manager's note, a nickname), with inline styles only, as mail programs want.
 */
export function renderMail<K extends MailKind>(
  kind: K,
  params: MailParams<K>,
  context: {
    locale: Locale;
    site: MailSite;
    nickname: string;
    /** The unsubscribe page's link, for a kind the reader may turn off (docs/product.md §16.4). */
    unsubscribe?: string;
  },
): RenderedMail {
  const catalogue = MAIL_TEXTS[context.locale];
  const texts = catalogue.kinds[kind];
  const values: Record<string, string> = {
    ...(params as Record<string, string>),
    site: context.site.name,
    nickname: context.nickname,
  };
  // A line about a value that is empty (no note given) says nothing: it is left out.
  const shown = texts.lines.filter((line) => namesIn(line).every((name) => values[name] !== ''));
  const lines = shown.map((line) => fill(line, values));
  const subject = fill(texts.subject, values);
  const greeting = fill(catalogue.greeting, values);
  const footer = fill(texts.footer ?? catalogue.footer, values);
  const link = values.link;
  const primary = hex(context.site.colorPrimary);
  const dim = hex(context.site.colorPrimaryDim);

  const body: ReactNode = h(
    'html',
    { lang: context.locale },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width' }),
      h('title', null, subject),
    ),
    h(
      'body',
      { style: { margin: 0, padding: '24px 0', background: dim, fontFamily: 'sans-serif' } },
      h(
        'table',
        {
          role: 'presentation',
          width: '100%',
          style: { maxWidth: 560, margin: '0 auto', background: '#ffffff', borderRadius: 8 },
        },
        h(
          'tbody',
          null,
          h(
            'tr',
            null,
            h(
              'td',
              { style: { padding: '20px 24px', borderTop: `4px solid ${primary}` } },
              context.site.logo
                ? h('img', {
                    src: `${context.site.origin}${context.site.logo}`,
                    alt: context.site.name,
                    height: 32,
                    style: { display: 'block', height: 32 },
                  })
                : h('strong', { style: { fontSize: 18, color: primary } }, context.site.name),
            ),
          ),
          h(
            'tr',
            null,
            h(
              'td',
              {
                style: { padding: '0 24px 24px', color: '#1f2937', fontSize: 15, lineHeight: 1.6 },
              },
              h('p', null, greeting),
              ...shown.map((line, index) =>
                h('p', { key: index }, ...lineNodes(line, values, primary)),
              ),
              link
                ? h(
                    'p',
                    { style: { margin: '24px 0' } },
                    h(
                      'a',
                      {
                        href: link,
                        style: {
                          background: primary,
                          color: '#ffffff',
                          padding: '10px 18px',
                          borderRadius: 6,
                          textDecoration: 'none',
                          display: 'inline-block',
                        },
                      },
                      texts.action,
                    ),
                  )
                : null,
              link
                ? h(
                    'p',
                    { style: { fontSize: 12, color: '#6b7280', wordBreak: 'break-all' } },
                    link,
                  )
                : null,
              h(
                'p',
                {
                  style: {
                    fontSize: 12,
                    color: '#6b7280',
                    borderTop: '1px solid #e5e7eb',
                    paddingTop: 12,
                  },
                },
                footer,
                context.unsubscribe
                  ? h(
                      'a',
                      {
                        href: context.unsubscribe,
                        style: { display: 'block', marginTop: 8, color: '#6b7280' },
                      },
                      catalogue.unsubscribe,
                    )
                  : null,
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const html = `<!doctype html>${renderToStaticMarkup(body)}`;
  const text = [
    context.site.name,
    '',
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(link ? [`${texts.action}: ${link}`, ''] : []),
    '-- ',
    footer,
    ...(context.unsubscribe ? [`${catalogue.unsubscribe}: ${context.unsubscribe}`] : []),
    '',
  ].join('\n');
  return { subject, html, text };
}
