import type { VideoReportRow } from '@portal/shared';
import { useState } from 'react';
import { useQueryFlagModal } from '../../../shared/lib/use-query-flag-modal.ts';

/**
 * Which Short's detail is open: one picked from a table (its row shows at once while the
 * detail loads), or one named by `?videoDetail=<video id>` (docs/product.md §3.6), which
 * opens it when the page loads and never stays in the address.
 */
export function useVideoDetailModal(): VideoDetailState {
  const flag = useQueryFlagModal('videoDetail');
  const [row, setRow] = useState<VideoReportRow | undefined>();
  const videoId = flag.open ? (row?.video_id ?? flag.value ?? '') : '';
  return {
    videoId,
    row: flag.open ? row : undefined,
    open: (video: VideoReportRow) => {
      setRow(video);
      flag.show();
    },
    close: () => {
      flag.close();
      setRow(undefined);
    },
  };
}

export interface VideoDetailState {
  /** '' while closed (or for a flag without an id, which opens nothing). */
  videoId: string;
  /** The table row it was opened from, shown while the detail loads. */
  row: VideoReportRow | undefined;
  open: (video: VideoReportRow) => void;
  close: () => void;
}
