import type { z } from 'zod';
import {
  MESSAGES,
  type ImportRecord,
  type Locale,
  type Upload,
  type zOperatorRevenueImportReply,
} from '@portal/shared';
import type { ImportRecordRow } from './import-history.repo.ts';
import { isImportProblemKey, problemText, refusalText } from './import-problems.ts';
import type { ImportSummary } from './revenue-import.ts';
import type { UploadWithSite } from './uploads.repo.ts';
import { UPLOAD_TTL_MS, type UploadFailure } from './uploads.service.ts';

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

/** One file of the import history. */
export function presentImportRecord(row: ImportRecordRow): ImportRecord {
  return {
    id: row.id,
    site: { id: row.siteId, name: row.siteName, domain: row.domain },
    file: row.fileName,
    kind: row.kind,
    rows_read: row.rowsRead,
    rows_loaded: row.rowsLoaded,
    rows_skipped: row.rowsSkipped,
    first_day: row.firstDay,
    last_day: row.lastDay,
    imported_by: row.importedBy,
    imported_at: row.importedAt.toISOString(),
    unmatched_channels: row.unmatchedChannels,
    unmatched: row.unmatched.map((entry) => ({
      channel_id: entry.channelId,
      rows: entry.rows,
      first_day: entry.firstDay,
      last_day: entry.lastDay,
    })),
  };
}

/** Why an upload's import failed, in `locale`: the file, its line and column, the reason. */
function presentFailure(file: string, failure: UploadFailure, locale: Locale): Upload['error'] {
  const line = failure.line ?? null;
  const column = failure.column ?? null;
  const reason =
    failure.problem && isImportProblemKey(failure.problem.key)
      ? problemText(failure.problem, locale)
      : failure.reason;
  return {
    message:
      reason === undefined
        ? MESSAGES[locale].internal
        : refusalText(locale, { file, line, column, reason }),
    line,
    column,
  };
}

/** An upload as the console shows it, its failure in the request's language. */
export function presentUpload(upload: UploadWithSite, locale: Locale): Upload {
  return {
    id: upload.id,
    site: { id: upload.siteId, name: upload.siteName, domain: upload.domain },
    file: upload.fileName,
    size: upload.size,
    received: upload.received,
    state: upload.state,
    bytes_read: upload.bytesRead,
    created_at: upload.createdAt.toISOString(),
    updated_at: upload.updatedAt.toISOString(),
    expires_at: new Date(upload.updatedAt.getTime() + UPLOAD_TTL_MS).toISOString(),
    summary: upload.summary ? presentImport(upload.summary as ImportSummary) : null,
    error: upload.error
      ? presentFailure(upload.fileName, upload.error as UploadFailure, locale)
      : null,
  };
}
