import type { NetworkToken } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../shared/i18n/date-format.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useScreenTexts } from '../../../shared/i18n/screen-texts.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../../shared/ui/rows-skeleton.tsx';
import { useNetworkTokens } from '../api/network-tokens.ts';
import { CreateNetworkTokenModal } from './create-network-token-modal.tsx';
import { RevokeNetworkTokenModal } from './revoke-network-token-modal.tsx';
import { SectionError, SectionSuspense } from './section-states.tsx';

/**
 * A manager's API tokens for the network's own tools (docs/product.md §4.15): the list,
 * with what each may still do and when it was last used, a way to make one (shown once)
 * and to revoke one. Its texts load with it; until then a spinner holds its place.
 */
export function NetworkTokensSection() {
  return (
    <SectionSuspense>
      <NetworkTokens />
    </SectionSuspense>
  );
}

function NetworkTokens() {
  useScreenTexts('networkTokens');
  const { t } = useTranslation(['translation', 'api']);
  const tokens = useNetworkTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<NetworkToken | null>(null);

  let content;
  if (tokens.isPending) {
    content = (
      <RowsSkeleton
        label={t('networkTokens.loading')}
        rows={2}
        pictureClassName="hidden"
        lines={['w-1/3', 'w-2/3']}
      />
    );
  } else if (tokens.isError) {
    content = (
      <SectionError
        title={t('networkTokens.error.title')}
        error={tokens.error}
        retryLabel={t('networkTokens.error.retry')}
        onRetry={() => void tokens.refetch()}
      />
    );
  } else if (tokens.data.tokens.length === 0) {
    content = <p className="text-sm text-gray-600">{t('networkTokens.empty')}</p>;
  } else {
    content = (
      <ul aria-label={t('networkTokens.list')} className="flex flex-col gap-3">
        {tokens.data.tokens.map((token) => (
          <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{t('networkTokens.title')}</h2>
          <p className="mt-1 text-sm text-gray-600">{t('networkTokens.description')}</p>
        </div>
        <Button className="shrink-0" onClick={() => setCreating(true)}>
          {t('networkTokens.create')}
        </Button>
      </div>
      <div className="mt-4">{content}</div>
      {creating ? <CreateNetworkTokenModal onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <RevokeNetworkTokenModal token={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </Card>
  );
}

/** One token: its name and state, who made it when, its expiry, its last use, Revoke. */
function TokenRow({ token, onRevoke }: { token: NetworkToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (value: string) => formatDay(value, locale);
  const created = day(token.created_at);
  const expired = token.state === 'expired';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-all text-gray-900">{token.name}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              expired ? 'bg-gray-100 text-gray-700' : 'bg-emerald-50 text-emerald-800'
            }`}
          >
            {expired ? t('networkTokens.state.expired') : t('networkTokens.state.active')}
          </span>
        </p>
        <p className="text-sm text-gray-600">
          {token.created_by
            ? t('networkTokens.created', { date: created, email: token.created_by })
            : t('networkTokens.createdUnknown', { date: created })}
        </p>
        <p className="text-sm text-gray-600">
          {token.expires_at
            ? t(expired ? 'networkTokens.expired' : 'networkTokens.expires', {
                date: day(token.expires_at),
              })
            : t('networkTokens.neverExpires')}
          {' · '}
          {token.last_used_at
            ? t('networkTokens.lastUsed', { date: formatDateTime(token.last_used_at, locale) })
            : t('networkTokens.neverUsed')}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        aria-label={t('networkTokens.revokeLabel', { name: token.name })}
        onClick={onRevoke}
      >
        {t('networkTokens.revoke')}
      </Button>
    </li>
  );
}
