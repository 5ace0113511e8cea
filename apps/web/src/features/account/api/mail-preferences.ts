import {
  API_PATHS,
  type MailPreferenceBody,
  type MailPreferencesReply,
  type Reply,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client.ts';
import { useToken } from '../../../shared/session/token-store.ts';

/** GET member/mail-preferences: each kind of email the member may turn off, on or off. */
export function getMailPreferences(signal?: AbortSignal): Promise<MailPreferencesReply> {
  return apiFetch<MailPreferencesReply>(API_PATHS.mailPreferences, { signal });
}

/** POST member/mail-preferences {kind, on}: one kind on or off, saved at once. */
export function saveMailPreference(body: MailPreferenceBody): Promise<Reply> {
  return apiFetch<Reply>(API_PATHS.mailPreferences, { method: 'POST', body });
}

const mailPreferencesQueryRoot = ['mail-preferences'] as const;

/** Keyed by the session: whose choices these are depends on who is signed in. */
export function useMailPreferences() {
  const token = useToken();
  return useQuery({
    queryKey: [...mailPreferencesQueryRoot, token],
    queryFn: ({ signal }) => getMailPreferences(signal),
    enabled: Boolean(token),
  });
}

/**
 * Saves one choice. A saved one is written into the list at once, so the box does not
 * flick back while the list is asked for again; a refused one leaves the list as it was.
 */
export function useSaveMailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...mailPreferencesQueryRoot, 'save'],
    mutationFn: saveMailPreference,
    onSuccess: (_reply, body) =>
      queryClient.setQueriesData<MailPreferencesReply>(
        { queryKey: mailPreferencesQueryRoot },
        (current) =>
          current && {
            ...current,
            preferences: current.preferences.map((entry) =>
              entry.kind === body.kind ? { ...entry, on: body.on } : entry,
            ),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailPreferencesQueryRoot }),
  });
}
