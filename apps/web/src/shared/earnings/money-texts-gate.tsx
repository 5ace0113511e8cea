import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../ui/list-states.tsx';
import { PageHeader } from '../ui/page.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { useMoneyTexts } from './money-texts.ts';

/**
 * A page that shows money, once its texts are in (a chunk per language, money-texts.ts):
 * until then the page's title (from the menu's texts) over a spinner, or a retry.
 */
export function MoneyTextsGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useMoneyTexts();
  if (texts.ready) return children;
  return (
    <>
      <PageHeader title={title} />
      {texts.failed ? (
        <ListError
          title={t('errors.serverTitle')}
          error={undefined}
          retryLabel={t('site.retry')}
          onRetry={texts.retry}
        />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
