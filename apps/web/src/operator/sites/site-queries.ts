import {
  OPERATOR_API_PATHS,
  zOperatorSiteCreateReply,
  zOperatorSiteListReply,
  zOperatorSiteReply,
  zReply,
  type OperatorSite,
  type OperatorSiteCreateBody,
  type OperatorSiteDomainsBody,
  type OperatorSiteUpdateBody,
  type SiteImageKind,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall, operatorUpload } from '../api/operator-call.ts';

const SITES_KEY = ['operator', 'sites'] as const;

/** Every site with its domains and look, oldest first. */
export function useSites() {
  return useQuery({
    queryKey: SITES_KEY,
    queryFn: async ({ signal }) =>
      zOperatorSiteListReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteList, { signal }),
      ).sites,
  });
}

/** The domain operator calls name a site by. */
export function siteDomain(site: OperatorSite): string {
  return site.domains[0] ?? '';
}

/** After a change, the list shows the site as the server answered it. */
function useSiteSaved() {
  const client = useQueryClient();
  return (site: OperatorSite) => {
    client.setQueryData<OperatorSite[]>(SITES_KEY, (sites) =>
      sites?.some((entry) => entry.id === site.id)
        ? sites.map((entry) => (entry.id === site.id ? site : entry))
        : [...(sites ?? []), site],
    );
  };
}

export function useCreateSite() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (body: OperatorSiteCreateBody) =>
      zOperatorSiteCreateReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteCreate, { method: 'POST', body }),
      ),
    onSuccess: (reply) => saved(reply.site),
  });
}

export function useUpdateSite() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (body: OperatorSiteUpdateBody) =>
      zOperatorSiteReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteUpdate, { method: 'POST', body }),
      ),
    onSuccess: (reply) => saved(reply.site),
  });
}

export function useChangeDomains() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (body: OperatorSiteDomainsBody) =>
      zOperatorSiteReply.parse(
        await operatorCall(OPERATOR_API_PATHS.operatorSiteDomains, { method: 'POST', body }),
      ),
    onSuccess: (reply) => saved(reply.site),
  });
}

/**
 * The file as the server reads images: its own type when the browser knows it is an
 * image, else plain bytes, so a file that is not an image gets the kind's rules as its
 * message rather than "this format is not supported".
 */
function imageBody(file: File): Blob {
  return file.type.startsWith('image/')
    ? file
    : new Blob([file], { type: 'application/octet-stream' });
}

/** Whether the server would take `file` as a `kind` image; throws its refusal. */
export async function checkSiteImage(kind: SiteImageKind, file: File): Promise<void> {
  zReply.parse(
    await operatorUpload(OPERATOR_API_PATHS.operatorSiteImageCheck, {
      query: { kind },
      body: imageBody(file),
    }),
  );
}

/** Uploads one image of a site; `onProgress` gets the share sent, 0 to 1. */
export function useUploadSiteImage() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (input: {
      site: string;
      kind: SiteImageKind;
      file: File;
      onProgress?: (share: number) => void;
    }) =>
      zOperatorSiteReply.parse(
        await operatorUpload(OPERATOR_API_PATHS.operatorSiteImage, {
          query: { site: input.site, kind: input.kind },
          body: imageBody(input.file),
          onProgress: (sent, total) => input.onProgress?.(total > 0 ? sent / total : 0),
        }),
      ),
    onSuccess: (reply) => saved(reply.site),
  });
}
