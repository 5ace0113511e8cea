import type { VideoReportRow } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** The catalogue track a Short uses: title and artist when the catalogue knows it, else the ISRC. */
export function MusicName({ music }: { music: VideoReportRow['music'] }) {
  const { t } = useTranslation();
  if (!music) return <span className="text-gray-500">{t('reports.music.none')}</span>;
  if (!music.title) return <span className="font-mono text-xs">{music.isrc}</span>;
  return (
    <span className="block min-w-0">
      <span className="block truncate">{music.title}</span>
      {music.artist ? (
        <span className="block truncate text-xs text-gray-500">{music.artist}</span>
      ) : null}
    </span>
  );
}
