import { MUSIC_PREVIEW_SECONDS } from '@portal/shared';
import { useSyncExternalStore } from 'react';

/**
 * One preview plays at a time, in one audio element, and stops after
 * MUSIC_PREVIEW_SECONDS (issue 8: a 30-second preview); starting another stops it.
 */
let audio: HTMLAudioElement | undefined;
let playing: string | null = null;
const listeners = new Set<() => void>();

function setPlaying(url: string | null): void {
  playing = url;
  for (const listener of listeners) listener();
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  audio = new Audio();
  audio.preload = 'none';
  audio.addEventListener('timeupdate', () => {
    if (audio && audio.currentTime >= MUSIC_PREVIEW_SECONDS) stopPreview();
  });
  audio.addEventListener('ended', () => setPlaying(null));
  audio.addEventListener('error', () => setPlaying(null));
  return audio;
}

export function stopPreview(): void {
  if (audio) {
    audio.pause();
    audio.currentTime = 0;
  }
  setPlaying(null);
}

/** Plays `url` from its start, or stops it when it is the one playing. */
export function togglePreview(url: string): void {
  if (playing === url) {
    stopPreview();
    return;
  }
  const player = element();
  player.pause();
  player.src = url;
  player.currentTime = 0;
  setPlaying(url);
  player.play().catch(() => setPlaying(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    // The last list on screen is gone (another page): nothing should keep playing.
    if (listeners.size === 0) stopPreview();
  };
}

/** The preview URL playing now, or null. */
export function usePlayingPreview(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => playing,
    () => null,
  );
}
