import {
  OPERATOR_API_PATHS,
  zOperatorCatalogueImportReply,
  zOperatorCatalogueRefusedReply,
  type CatalogueProblem,
  type OperatorCatalogueImportReply,
} from '@portal/shared';
import { ApiError } from '../../shared/api/api-error.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { operatorHeaders, operatorUrl, replyError } from '../api/operator-call.ts';

/** What became of a catalogue file: loaded with its counts, or refused with every problem. */
export type CatalogueOutcome =
  | { kind: 'imported'; reply: OperatorCatalogueImportReply }
  | { kind: 'refused'; message: string; problems: CatalogueProblem[] };

/**
 * Sends a catalogue file as it is (docs/product.md §4.12.2). A refusal's problems are
 * part of the answer, not an error: the page lists them row by row.
 */
export async function sendCatalogue(file: File): Promise<CatalogueOutcome> {
  let response: Response;
  try {
    response = await fetch(
      operatorUrl(OPERATOR_API_PATHS.operatorCatalogueImport, { name: file.name }),
      {
        method: 'POST',
        headers: { ...operatorHeaders(), 'Content-Type': 'application/octet-stream' },
        body: file,
        credentials: 'same-origin',
      },
    );
  } catch {
    throw new ApiError(0, 'network', i18n.t('errors.network'));
  }
  const reply: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'imported', reply: zOperatorCatalogueImportReply.parse(reply) };
  const refused = zOperatorCatalogueRefusedReply.safeParse(reply);
  if (refused.success && refused.data.code === 'catalogue_refused')
    return {
      kind: 'refused',
      message: refused.data.message,
      problems: refused.data.problems ?? [],
    };
  throw replyError(response.status, reply);
}
