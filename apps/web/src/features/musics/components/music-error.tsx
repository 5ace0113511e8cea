import { useTranslation } from 'react-i18next';
import { ListError } from '../../../shared/ui/list-states.tsx';

/** A music screen (or list) that could not load: the server's message and a retry. */
export function MusicError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  return (
    <ListError
      title={t('musics.error.title')}
      error={query.error}
      retryLabel={t('musics.error.retry')}
      onRetry={() => void query.refetch()}
    />
  );
}
