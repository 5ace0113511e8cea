import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useConnectYouTube } from '../api/connect-youtube.ts';
import { leaveForGoogle } from './leave-for-google.ts';

/**
 * Starts connecting (or re-connecting): asks the server for Google's consent page and
 * goes there. The button stays busy after the reply, while the browser leaves the app,
 * so it cannot be pressed twice for two consent pages. A refusal (the server has no
 * Google client, YouTube is down) comes back as `error`, in the server's words.
 */
export function useStartConnect() {
  const { t } = useTranslation('api');
  const connect = useConnectYouTube();
  const [leaving, setLeaving] = useState(false);
  const start = (contentOwnerId: string) => {
    connect.mutate(
      { contentOwnerId },
      {
        onSuccess: (reply) => {
          setLeaving(true);
          leaveForGoogle(reply.authorizationUrl);
        },
      },
    );
  };
  return {
    start,
    pending: connect.isPending || leaving,
    error: connect.isError ? errorMessage(connect.error, t('internal')) : null,
  };
}
