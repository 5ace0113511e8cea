import type { Reply } from '@portal/shared';
import { useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../shared/api/api-error.ts';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { refreshChannelViews } from '../api/channel-mutation.ts';

/**
 * What a failed channel call means to the dialog that made it: a channel that is gone
 * (deleted meanwhile, perhaps by another manager) closes the dialog and reloads the list;
 * anything else stays in the dialog as an alert with the server's message, where the user
 * is looking.
 */
export function useChannelCallError(onChannelGone: () => void) {
  const { t } = useTranslation('api');
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const report = (error: unknown) => {
    const text = errorMessage(error, t('internal'));
    if (isApiError(error) && error.code === 'channel_not_found') {
      snackbar.error(text);
      void refreshChannelViews(queryClient);
      onChannelGone();
      return;
    }
    setMessage(text);
  };
  return { message, report, clear: () => setMessage(null) };
}

/**
 * Runs a dialog's channel call: on success a snackbar with the server's message (or
 * `successText`) and the dialog closes; a refusal goes to `onFieldError` when it is about
 * one of the form's fields (it returns true), else to the dialog's alert. (FormModal keeps
 * the dialog open while the call runs.)
 */
export function useChannelDialogCall<TBody, TReply extends Reply>(
  mutation: UseMutationResult<TReply, unknown, TBody>,
  options: {
    successText: string;
    onClose: () => void;
    onFieldError?: (error: unknown) => boolean;
  },
) {
  const { successText, onClose, onFieldError } = options;
  const callError = useChannelCallError(onClose);
  const run = (body: TBody) => {
    callError.clear();
    mutation.mutate(body, {
      onSuccess: (reply) => {
        snackbar.success(reply.message || successText);
        onClose();
      },
      onError: (error) => {
        if (!onFieldError?.(error)) callError.report(error);
      },
    });
  };
  return { run, pending: mutation.isPending, error: callError.message };
}
