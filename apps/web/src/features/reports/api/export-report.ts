import { API_PATHS, type ReportExport } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../shared/api/api-client.ts';
import { saveBlob } from '../../../shared/lib/save-blob.ts';
import type { QueryParams } from './report-query.ts';

export interface ReportExportRequest {
  report: ReportExport;
  /** The report's own filters, sort and search, as its screen sends them. */
  query: QueryParams;
  /** The file name when the server does not give one. */
  fallbackName: string;
}

/**
 * GET report/export — the whole table (every page) as CSV, fetched with the session's
 * headers and handed to the browser as a download.
 */
export async function exportReport(request: ReportExportRequest): Promise<void> {
  const { blob, filename } = await apiDownload(API_PATHS.reportExport, {
    query: { report: request.report, ...request.query },
  });
  saveBlob(blob, filename ?? request.fallbackName);
}

export function useExportReport() {
  return useMutation({ mutationFn: exportReport, meta: { overlay: false } });
}
