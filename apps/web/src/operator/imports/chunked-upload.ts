import {
  OPERATOR_API_PATHS,
  zOperatorUploadListReply,
  zOperatorUploadReply,
  type Upload,
} from '@portal/shared';
import { ApiError, isApiError } from '../../shared/api/api-error.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { operatorCall, operatorHeaders, operatorUrl, replyError } from '../api/operator-call.ts';

/** Bytes per chunk: small enough that a dropped connection loses little, and for a smooth bar. */
export const CHUNK_BYTES = 2 ** 20;

/** Announces the file; the server answers the same unfinished upload if there is one. */
async function announce(file: File, site: string, signal?: AbortSignal): Promise<Upload> {
  const reply = await operatorCall(OPERATOR_API_PATHS.operatorUploadCreate, {
    method: 'POST',
    body: { site, name: file.name, size: file.size },
    signal,
  });
  return zOperatorUploadReply.parse(reply).upload;
}

/** The upload as the server has it now. */
async function current(id: string, signal?: AbortSignal): Promise<Upload | undefined> {
  const reply = await operatorCall(OPERATOR_API_PATHS.operatorUploadList, { signal });
  return zOperatorUploadListReply.parse(reply).uploads.find((upload) => upload.id === id);
}

/** Sends the bytes of `file` from the upload's offset, up to one chunk. */
async function sendChunk(upload: Upload, file: File, signal?: AbortSignal): Promise<Upload> {
  const end = Math.min(upload.received + CHUNK_BYTES, upload.size);
  let response: Response;
  try {
    response = await fetch(
      operatorUrl(OPERATOR_API_PATHS.operatorUploadChunk, {
        id: upload.id,
        offset: upload.received,
      }),
      {
        method: 'POST',
        headers: { ...operatorHeaders(), 'Content-Type': 'application/octet-stream' },
        body: file.slice(upload.received, end),
        signal,
        credentials: 'same-origin',
      },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }
  const reply: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw replyError(response.status, reply);
  return zOperatorUploadReply.parse(reply).upload;
}

/**
 * Uploads `file` into `site` chunk by chunk (docs/product.md §4.12.1), from wherever the
 * server is: an upload of the same file begun before (another tab, a reloaded page)
 * goes on from the bytes the server holds. Resolves once the last chunk is in and the
 * import has started, telling each step to `onProgress`.
 */
export async function uploadInChunks(
  file: File,
  site: string,
  { onProgress, signal }: { onProgress: (upload: Upload) => void; signal?: AbortSignal },
): Promise<Upload> {
  let upload = await announce(file, site, signal);
  onProgress(upload);
  while (upload.state === 'uploading') {
    try {
      upload = await sendChunk(upload, file, signal);
    } catch (error) {
      // Someone else moved the upload on (another tab): ask where it is, and go on there.
      if (!isApiError(error) || error.code !== 'upload_offset_mismatch') throw error;
      const now = await current(upload.id, signal);
      if (!now || now.received === upload.received) throw error;
      upload = now;
    }
    onProgress(upload);
  }
  return upload;
}
