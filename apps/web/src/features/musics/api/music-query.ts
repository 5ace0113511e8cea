import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useToken } from '../../../shared/session/token-store.ts';

/** Every music query starts with this; a favorite added or removed reloads them. */
export const musicQueryRoot = ['music'] as const;

/**
 * A music query: keyed by who is signed in (favorite marks are theirs) and the language
 * (tag names come in it); a new page or filter keeps the rows shown until it arrives.
 */
export function useMusicQuery<T>(
  parts: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
) {
  const token = useToken();
  const locale = useLocale();
  const queryKey: QueryKey = [...musicQueryRoot, ...parts, token, locale];
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    enabled: Boolean(token),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === musicQueryRoot[0] &&
      previousQuery.queryKey[1] === parts[0] &&
      previousQuery.queryKey.at(-2) === token
        ? previous
        : undefined,
  });
}
