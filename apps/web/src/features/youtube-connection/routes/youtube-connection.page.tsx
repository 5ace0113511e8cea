import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useScreenTexts } from '../../../shared/i18n/screen-texts.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { useToken } from '../../../shared/session/token-store.ts';
import { ListError } from '../../../shared/ui/list-states.tsx';
import { ManagersOnly } from '../../../shared/ui/managers-only.tsx';
import { Card, PageHeader } from '../../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../../shared/ui/rows-skeleton.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { completeYouTubeConnectOnce } from '../api/complete-youtube-connect.ts';
import { storeYouTubeConnection, useYouTubeConnection } from '../api/get-youtube-connection.ts';
import { ConnectCard } from '../components/connect-card.tsx';
import { ConnectOutcomeBanner, type ConnectOutcome } from '../components/connect-outcome.tsx';
import { ConnectionOverview } from '../components/connection-overview.tsx';

/**
 * /youtube-connection (docs/product.md §3.3, §8.2): the manager connects the network's
 * YouTube content owner account once, then follows what arrives. Members are told the
 * screen is not theirs rather than meeting refused calls.
 */
export function YouTubeConnectionPage() {
  useScreenTexts('youtubeConnection');
  const { t } = useTranslation();
  const me = useMe();
  const header = (
    <PageHeader
      title={t('youtubeConnection.title')}
      description={t('youtubeConnection.description')}
    />
  );
  if (!me.data) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  if (me.data.permission_flag !== 1) {
    return (
      <>
        <PageHeader title={t('youtubeConnection.title')} />
        <ManagersOnly
          title={t('youtubeConnection.managersOnly.title')}
          text={t('youtubeConnection.managersOnly.text')}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <ConnectionScreen />
    </>
  );
}

function ConnectionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useYouTubeConnection();
  const [disconnected, setDisconnected] = useState(false);
  const outcome = useRouterState({ select: (state) => state.location.state.youtubeConnectOutcome });
  const dismissOutcome = () =>
    void navigate({
      to: '/youtube-connection',
      replace: true,
      state: (previous) => ({ ...previous, youtubeConnectOutcome: undefined }),
    });

  let content;
  if (query.isPending) {
    content = (
      <RowsSkeleton
        label={t('youtubeConnection.loading')}
        rows={3}
        pictureClassName="size-10 rounded-xl"
      />
    );
  } else if (query.isError) {
    content = (
      <ListError
        title={t('youtubeConnection.error.title')}
        error={query.error}
        retryLabel={t('youtubeConnection.error.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const { configured, connection } = query.data;
    content = (
      <div className="flex flex-col gap-6">
        {configured ? null : <NotConfiguredCard />}
        {connection ? (
          <ConnectionOverview
            connection={connection}
            canConnect={configured}
            onDisconnected={() => setDisconnected(true)}
          />
        ) : configured ? (
          <ConnectCard focusField={disconnected} />
        ) : null}
      </div>
    );
  }

  // "Connected" would be stale once the connection is gone (disconnected since).
  const shownOutcome =
    outcome?.kind === 'connected' && !query.data?.connection ? undefined : outcome;

  return (
    <>
      {shownOutcome ? (
        <ConnectOutcomeBanner outcome={shownOutcome} onDismiss={dismissOutcome} />
      ) : null}
      {content}
    </>
  );
}

/** The server has no Google OAuth client: only the platform operator can change that. */
function NotConfiguredCard() {
  const { t } = useTranslation();
  return (
    <Card className="max-w-3xl">
      <h2 className="text-lg font-semibold text-gray-900">
        {t('youtubeConnection.notConfigured.title')}
      </h2>
      <p className="mt-1.5 text-sm text-gray-600">{t('youtubeConnection.notConfigured.text')}</p>
    </Card>
  );
}

function searchText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * /youtube-connection/callback, where Google sends the manager back (the redirect URI
 * registered with Google, YOUTUBE_OAUTH_REDIRECT_PATH). Hands `state` and `code` (or
 * Google's `error`) to the server once, then replaces this address with the screen's,
 * so the code leaves the address bar and the history, and the screen shows the outcome.
 */
export function YouTubeConnectionCallbackPage() {
  useScreenTexts('youtubeConnection');
  const { t } = useTranslation(['translation', 'api']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const state = searchText(search.state);
  const code = searchText(search.code);
  const error = searchText(search.error);

  useEffect(() => {
    // Left behind (the manager went elsewhere meanwhile): the answer changes no page.
    let current = true;
    const finish = (outcome: ConnectOutcome) => {
      if (!current) return;
      void navigate({
        to: '/youtube-connection',
        replace: true,
        state: { youtubeConnectOutcome: outcome },
      });
    };
    if (!state) {
      // Not a return from Google (the address opened by hand): nothing to hand over.
      finish({ kind: 'failed', message: t('api:youtube_state_invalid') });
      return;
    }
    completeYouTubeConnectOnce({
      state,
      ...(code ? { code } : {}),
      ...(error ? { error } : {}),
    }).then(
      (reply) => {
        storeYouTubeConnection(queryClient, token, reply);
        finish({ kind: 'connected', message: reply.message || t('api:success.youtubeConnected') });
      },
      (failure: unknown) => {
        finish({ kind: 'failed', message: errorMessage(failure, t('api:internal')) });
      },
    );
    return () => {
      current = false;
    };
  }, [state, code, error, navigate, queryClient, token, t]);

  return (
    <>
      <PageHeader title={t('youtubeConnection.callback.title')} />
      <Card className="max-w-3xl">
        <p className="mb-2 text-sm text-gray-700">{t('youtubeConnection.callback.working')}</p>
        <PageSpinner />
      </Card>
    </>
  );
}
