/**
 * `npm run operator -- notices ...`: post, list, change and delete notices. The input
 * goes through the same schemas as the operator API, so both refuse the same things.
 */
import { readFileSync } from 'node:fs';
import type { ParseArgsOptionsConfig } from 'node:util';
import {
  LOCALES,
  zNoticeId,
  zOperatorNoticeCreateBody,
  zOperatorNoticeUpdateBody,
  type Locale,
  type NoticeText,
  type OperatorNotice,
} from '@portal/shared';
import type { Services } from '../../../services.ts';
import { parseOptions, runCommand, typedPath, UsageError, validated } from './command-kit.ts';

export const NOTICES_USAGE = `  notices create --title-ko <title> --body-ko-file <file.md>
                 [--title-en <title> --body-en-file <file.md>] (also zh-CN, zh-TW)
                 [--site <domain>] [--pin] [--publish-at <ISO time>]
                                       Post a notice: for one site, or without --site for
                                       every site; shown from --publish-at (default now).
                                       --body-<lang> <text> gives the Markdown inline;
                                       files are relative to the repository root.
  notices list                         List every notice, scheduled ones included.
  notices update <id> [--title-<lang> ...] [--body-<lang>-file ...] [--remove-<lang>]
                 [--site <domain> | --global] [--pin | --unpin] [--publish-at <ISO time>]
                                       Change what is given.
  notices delete <id>                  Delete a notice.`;

/** Who the notices table names as author when the command line wrote a notice. */
const CLI_OPERATOR = { name: 'command-line' };

/** Option spellings are lower case (`--title-zh-cn`); `--title-zh-CN` works too. */
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ locale, key: locale.toLowerCase() }));

const OPTIONS = {
  site: { type: 'string' },
  global: { type: 'boolean' },
  pin: { type: 'boolean' },
  unpin: { type: 'boolean' },
  'publish-at': { type: 'string' },
  ...Object.fromEntries(
    LANGUAGE_OPTIONS.flatMap(({ key }) => [
      [`title-${key}`, { type: 'string' }],
      [`body-${key}`, { type: 'string' }],
      [`body-${key}-file`, { type: 'string' }],
      [`remove-${key}`, { type: 'boolean' }],
    ]),
  ),
} as const satisfies ParseArgsOptionsConfig;

type Values = Record<string, string | boolean | undefined>;

function parse(args: string[]): { positionals: string[]; values: Values } {
  const normalized = args.map((arg) =>
    /^--(title|body|remove)-/i.test(arg)
      ? arg.replace(/^[^=]*/, (name) => name.toLowerCase())
      : arg,
  );
  const { positionals, values } = parseOptions(normalized, OPTIONS);
  return { positionals, values: values as Values };
}

/** A Markdown body from a file named as the operator typed it. */
function readBody(file: string): string {
  try {
    return readFileSync(typedPath(file), 'utf8');
  } catch {
    throw new UsageError(`Cannot read the file "${file}".`);
  }
}

/** The title and body given for one language, either possibly missing. */
function givenText(values: Values, key: string): Partial<NoticeText> {
  const title = values[`title-${key}`];
  const inline = values[`body-${key}`];
  const file = values[`body-${key}-file`];
  if (typeof inline === 'string' && typeof file === 'string') {
    throw new UsageError(`Give --body-${key} or --body-${key}-file, not both.`);
  }
  const body = typeof file === 'string' ? readBody(file) : inline;
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof body === 'string' ? { body } : {}),
  };
}

function noticeId(raw: string | undefined): number {
  if (raw === undefined) throw new UsageError('Give the notice id.');
  return validated(zNoticeId, raw);
}

function describe(notice: OperatorNotice): string {
  const where = notice.site ? (notice.site.domains[0] ?? `site ${notice.site.id}`) : 'all sites';
  const languages = Object.keys(notice.texts).join(',');
  const title = notice.texts.ko?.title ?? Object.values(notice.texts)[0]?.title ?? '';
  return [
    notice.id,
    where,
    notice.pinned ? 'pinned' : '-',
    `${notice.publish_at}${notice.published ? '' : ' (scheduled)'}`,
    languages,
    title,
  ].join('\t');
}

async function create(services: Services, values: Values): Promise<number> {
  const texts: Partial<Record<Locale, Partial<NoticeText>>> = {};
  for (const { locale, key } of LANGUAGE_OPTIONS) {
    const text = givenText(values, key);
    if (text.title === undefined && text.body === undefined) continue;
    if (text.title === undefined || text.body === undefined) {
      throw new UsageError(`Give both --title-${key} and --body-${key}-file for ${locale}.`);
    }
    texts[locale] = text;
  }
  const input = validated(zOperatorNoticeCreateBody, {
    texts,
    site: values.site,
    pinned: values.pin === true,
    publish_at: values['publish-at'],
  });
  const notice = await services.notices.create(CLI_OPERATOR, {
    texts: input.texts,
    site: input.site ?? null,
    pinned: input.pinned ?? false,
    ...(input.publish_at === undefined ? {} : { publishAt: new Date(input.publish_at) }),
  });
  console.log(notice.id);
  console.error(`Notice ${notice.id} posted: ${describe(notice)}`);
  return 0;
}

async function update(services: Services, id: number, values: Values): Promise<number> {
  if (values.site !== undefined && values.global) throw new UsageError('Give --site or --global.');
  if (values.pin && values.unpin) throw new UsageError('Give --pin or --unpin.');
  const current = await services.notices.operatorGet(id);
  const texts: Partial<Record<Locale, NoticeText | null>> = {};
  for (const { locale, key } of LANGUAGE_OPTIONS) {
    const given = givenText(values, key);
    if (values[`remove-${key}`]) {
      if (given.title !== undefined || given.body !== undefined) {
        throw new UsageError(`--remove-${key} goes alone, without a title or body for ${locale}.`);
      }
      texts[locale] = null;
      continue;
    }
    if (given.title === undefined && given.body === undefined) continue;
    // A title alone keeps the body (and the other way round); a new language needs both.
    const title = given.title ?? current.texts[locale]?.title;
    const body = given.body ?? current.texts[locale]?.body;
    if (title === undefined || body === undefined) {
      throw new UsageError(`Give both --title-${key} and --body-${key}-file for ${locale}.`);
    }
    texts[locale] = { title, body };
  }
  const input = validated(zOperatorNoticeUpdateBody, {
    id,
    ...(Object.keys(texts).length > 0 ? { texts } : {}),
    ...(values.global ? { site: null } : values.site !== undefined ? { site: values.site } : {}),
    ...(values.pin ? { pinned: true } : values.unpin ? { pinned: false } : {}),
    ...(values['publish-at'] === undefined ? {} : { publish_at: values['publish-at'] }),
  });
  const notice = await services.notices.update({
    id: input.id,
    texts: input.texts,
    site: input.site,
    pinned: input.pinned,
    ...(input.publish_at === undefined ? {} : { publishAt: new Date(input.publish_at) }),
  });
  console.error(`Notice ${notice.id} updated: ${describe(notice)}`);
  return 0;
}

async function list(services: Services): Promise<number> {
  const size = 100;
  for (let page = 0; ; page++) {
    const { total, notices } = await services.notices.operatorList({ page, size });
    for (const notice of notices) console.log(describe(notice));
    if ((page + 1) * size >= total) return 0;
  }
}

async function run(services: Services, args: string[]): Promise<number> {
  const { positionals, values } = parse(args);
  const [action, id, ...rest] = positionals;
  if (action === 'create' && positionals.length === 1) return create(services, values);
  if (action === 'list' && positionals.length === 1) return list(services);
  if (action === 'update' && rest.length === 0) return update(services, noticeId(id), values);
  if (action === 'delete' && rest.length === 0) {
    await services.notices.remove(noticeId(id));
    console.error(`Notice ${id} deleted.`);
    return 0;
  }
  throw new UsageError('');
}

/** The `notices` command: 0 done, 1 refused (unknown notice or site), 2 wrong arguments. */
export async function noticesCommand(
  { services }: { services: Services },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(services, args), usage);
}
