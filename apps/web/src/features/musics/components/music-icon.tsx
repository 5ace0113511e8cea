/** A note: the icon of the music screens' empty states (paths of a 24 × 24 outline icon). */
export const MUSIC_ICON = (
  <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
);
