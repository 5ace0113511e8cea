import { API_PATHS } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../shared/api/api-client.ts';
import { saveBlob } from '../../../shared/lib/save-blob.ts';

/** GET earnings/statement/export?month= — the statement as CSV, saved as a download. */
export async function exportStatement(month: string): Promise<void> {
  const { blob, filename } = await apiDownload(API_PATHS.earningsStatementExport, {
    query: { month },
  });
  saveBlob(blob, filename ?? `statement-${month}.csv`);
}

export function useExportStatement() {
  return useMutation({ mutationFn: exportStatement, meta: { overlay: false } });
}
