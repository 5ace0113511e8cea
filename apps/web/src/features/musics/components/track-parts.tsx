import { formatCount, isrcParts, type MusicCategory, type MusicTrack } from '@portal/shared';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { copyText } from '../../../shared/lib/copy-text.ts';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { togglePreview, usePlayingPreview } from './preview-player.ts';

const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink disabled:opacity-60 aria-disabled:opacity-60';

/**
 * The ISRC in its display form, the registrant's fixed prefix set apart, with a Copy
 * button that copies the 12 characters (docs/product.md §11.3: "ISRC copied").
 */
export function IsrcCode({ track }: { track: MusicTrack }) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLElement>(null);
  const { prefix, rest } = isrcParts(track.isrc);
  const copy = async () => {
    if (await copyText(track.isrc, codeRef.current)) snackbar.success(t('musics.track.isrcCopied'));
    else snackbar.error(t('musics.track.copyFailed'));
  };
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-xs font-semibold text-gray-500">{t('musics.track.isrc')}</span>
      <code ref={codeRef} data-testid="isrc" className="font-mono text-sm text-gray-800">
        {prefix ? (
          <>
            <span className="rounded bg-primary-dim px-1 font-semibold">{prefix}</span>-{rest}
          </>
        ) : (
          rest
        )}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('musics.track.copyIsrc', { title: track.title })}
        title={t('musics.track.copyIsrc', { title: track.title })}
        className={`${ICON_BUTTON} size-9 text-gray-600 hover:bg-gray-100 hover:text-gray-900`}
      >
        <OutlineIcon className="size-4">
          <path d="M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
        </OutlineIcon>
      </button>
    </span>
  );
}

/** The heart that adds a track to the favorites or removes it; the server's reply says how it went. */
export function FavoriteButton({ track }: { track: MusicTrack }) {
  const { t } = useTranslation(['translation', 'api']);
  const toggle = useToggleFavorite();
  const label = t(track.favorite ? 'musics.favorites.remove' : 'musics.favorites.add', {
    title: track.title,
  });
  const onClick = () => {
    if (toggle.isPending) return;
    toggle.mutate(
      { track_id: track.id, favorite: !track.favorite },
      {
        onSuccess: (reply) => snackbar.success(reply.message),
        onError: (error) => snackbar.error(errorMessage(error, t('api:internal'))),
      },
    );
  };
  return (
    <button
      type="button"
      onClick={onClick}
      // Not `disabled`: a disabled button drops keyboard focus to the page while it saves.
      aria-disabled={toggle.isPending || undefined}
      aria-pressed={track.favorite}
      aria-label={label}
      title={label}
      data-testid="favorite-toggle"
      className={`${ICON_BUTTON} ${
        track.favorite ? 'text-rose-600 hover:bg-rose-50' : 'text-gray-500 hover:bg-gray-100'
      }`}
    >
      <OutlineIcon className="size-6">
        <path
          fill={track.favorite ? 'currentColor' : 'none'}
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
        />
      </OutlineIcon>
    </button>
  );
}

/** Play / stop of the 30-second preview, when the catalogue gives an audio file. */
export function PreviewButton({ track }: { track: MusicTrack }) {
  const { t } = useTranslation();
  const playing = usePlayingPreview();
  if (!track.preview_url) return null;
  const url = track.preview_url;
  const isPlaying = playing === url;
  const label = t(isPlaying ? 'musics.track.stop' : 'musics.track.play', { title: track.title });
  return (
    <button
      type="button"
      onClick={() => togglePreview(url)}
      aria-pressed={isPlaying}
      aria-label={label}
      title={`${label} — ${t('musics.track.previewNote')}`}
      className={`${ICON_BUTTON} ${isPlaying ? 'bg-primary text-on-primary' : 'text-gray-700 hover:bg-gray-100'}`}
    >
      <OutlineIcon className="size-5">
        {isPlaying ? <path d="M7 6h3v12H7zM14 6h3v12h-3z" /> : <path d="M8 5v14l11-7z" />}
      </OutlineIcon>
    </button>
  );
}

export function CategoryBadge({ category }: { category: MusicCategory }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
      {t(`musics.categories.${category}`)}
    </span>
  );
}

/** A mood tag, leading to the tracks that carry it. */
export function TagChip({ tag }: { tag: { id: string; name: string } }) {
  return (
    <Link
      to="/musics/tags"
      search={{ tag: tag.id }}
      className="rounded-full border border-gray-200 px-2.5 py-0.5 text-xs text-gray-700 hover:border-primary hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-ink"
    >
      #{tag.name}
    </Link>
  );
}

const TAG_COUNT_CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

/**
 * A mood tag with how many tracks carry it, as the tag lists show it (music home, mood
 * tags); `current` marks the tag whose tracks are shown.
 */
export function TagCountChip({
  tag,
  current = false,
}: {
  tag: { id: string; name: string; count: number };
  current?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Link
      to="/musics/tags"
      search={{ tag: tag.id }}
      className={`${TAG_COUNT_CHIP} ${
        current
          ? 'border-primary bg-primary text-on-primary'
          : 'border-gray-200 bg-white text-gray-800 hover:border-primary'
      }`}
    >
      #{tag.name}{' '}
      <span className={`text-xs tabular-nums ${current ? '' : 'text-gray-500'}`}>
        {t('musics.tags.count', { count: tag.count, formatted: formatCount(tag.count, locale) })}
      </span>
    </Link>
  );
}
