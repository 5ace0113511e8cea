/**
 * `npm run operator -- youtube status|fetch ...`: every network's YouTube connection as
 * the platform's people watch it (docs/operations.md says what each alarm means), and a
 * fetch run by hand in this process.
 */
import type { Services } from '../../../services.ts';
import { inSite } from '../../../db/site-scope.ts';
import { parseOptions, runCommand, UsageError } from './command-kit.ts';

export const YOUTUBE_USAGE = `  youtube status [--site <domain>]     Each site's YouTube connection: state, content
                                       owner, last fetch, data complete up to, alarms.
  youtube fetch --site <domain>        Fetch the site's new reports now, in this process.`;

async function run(services: Services, args: string[]): Promise<number> {
  const { positionals, values } = parseOptions(args, { site: { type: 'string' } });
  const [action, ...rest] = positionals;
  if (rest.length > 0) throw new UsageError('');
  const connection = services.youtubeConnection;

  if (action === 'status') {
    const sites = values.site
      ? [await services.sites.get(values.site)]
      : await services.sites.list();
    let shown = 0;
    for (const { site, domains } of sites) {
      const status = await inSite(site.id, () => connection.service.status(site.id));
      if (!status) {
        if (values.site) console.log(`${domains[0]}\tnot connected`);
        continue;
      }
      shown += 1;
      const { connection: row } = status;
      console.log(
        [
          domains[0],
          row.state,
          row.contentOwnerId,
          `last fetch ${row.lastFetchAt?.toISOString() ?? 'never'}`,
          `complete up to ${status.completeUpTo ?? '-'}`,
          row.lastProblem ? `problem ${row.lastProblem}` : '',
          status.alarms.length > 0
            ? `ALARMS ${status.alarms.map((alarm) => [alarm.kind, alarm.reportTypeId, alarm.day].filter(Boolean).join(':')).join(', ')}`
            : 'no alarms',
        ]
          .filter(Boolean)
          .join('\t'),
      );
    }
    if (!values.site) console.error(`${shown} connected site(s).`);
    return 0;
  }

  if (action === 'fetch' && values.site) {
    const site = await services.sites.resolve(values.site);
    const outcome = await inSite(site.id, () => connection.fetch(site.id));
    if (outcome.stopped) {
      console.error(`Nothing fetched: ${outcome.stopped.replaceAll('_', ' ')}.`);
      return 1;
    }
    console.log(
      `imported ${outcome.imported}, superseded ${outcome.superseded}, missed ${outcome.missed}, failed ${outcome.failed}`,
    );
    return 0;
  }
  throw new UsageError('');
}

export async function youtubeCommand(
  { services }: { services: Services },
  args: string[],
  usage: () => number,
): Promise<number> {
  return runCommand(() => run(services, args), usage);
}
