import { API_PATHS } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../shared/api/api-client.ts';
import { saveBlob } from '../../../shared/lib/save-blob.ts';

/** GET payouts/export?month= — every member's statement of a closed month as one CSV. */
export async function exportStatements(month: string): Promise<void> {
  const { blob, filename } = await apiDownload(API_PATHS.payoutExport, { query: { month } });
  saveBlob(blob, filename ?? `statements-${month}.csv`);
}

export function useExportStatements() {
  return useMutation({ mutationFn: exportStatements, meta: { overlay: false } });
}
