import type { z } from 'zod';
import type { zOperatorRevenueImportReply } from '@portal/shared';
import type { ImportSummary } from './revenue-import.ts';

type ImportReply = Omit<z.infer<typeof zOperatorRevenueImportReply>, 'success' | 'message'>;

/** What an imported file gave: rows read, loaded and set aside for channels the site lacks. */
export function presentImport(summary: ImportSummary): ImportReply {
  return {
    file: summary.file,
    kind: summary.kind,
    rows_read: summary.rowsRead,
    rows_loaded: summary.rowsLoaded,
    rows_skipped: summary.rowsRead - summary.rowsLoaded,
    unmatched: summary.unmatched.map((entry) => ({
      channel_id: entry.channelId,
      rows: entry.rows,
    })),
    first_day: summary.firstDay,
    last_day: summary.lastDay,
  };
}
