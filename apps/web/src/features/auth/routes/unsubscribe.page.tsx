import { isOptionalMailKind, type OptionalMailKind } from '@portal/shared';
import { Link, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useScreenTexts } from '../../../shared/i18n/screen-texts.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';

const linkClass =
  'font-semibold text-primary-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink';

/**
 * The kind an unsubscribe link's token names (`site.account.kind.key.mac`), to say which
 * emails it stops before the server checks the signature; undefined when the token is
 * not of that shape.
 */
function unsubscribeKindOf(token: string): OptionalMailKind | undefined {
  const kind = token.split('.')[2];
  return kind !== undefined && isOptionalMailKind(kind) ? kind : undefined;
}

/**
 * /unsubscribe?token=…: where "Stop emails like this one" in a message leads
 * (docs/product.md §16.4). It says which emails stop and waits for a press, since a link
 * scanner that opens every link must not unsubscribe anyone; the button posts the token
 * to the one-click call without signing in.
 */
export function UnsubscribePage() {
  return (
    <AuthShell>
      <Suspense fallback={<PageSpinner />}>
        <Unsubscribe />
      </Suspense>
    </AuthShell>
  );
}

function Unsubscribe() {
  useScreenTexts('mailPreferences');
  const { t } = useTranslation(['translation', 'api']);
  const { token = '' } = useSearch({ from: '/unsubscribe' });
  const kind = unsubscribeKindOf(token);
  const unsubscribe = useUnsubscribe();

  let content;
  if (!kind) {
    content = (
      <div className="mt-4">
        <FormAlert message={t('api:unsubscribe_link_invalid')} />
      </div>
    );
  } else if (unsubscribe.isSuccess) {
    content = (
      <p role="status" className="mt-4 text-sm text-gray-700">
        {unsubscribe.data.message}
      </p>
    );
  } else {
    content = (
      <div className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-gray-700">
          {t('mailPreferences.unsubscribe.explain', {
            kind: t(`mailPreferences.kinds.${kind}`),
          })}
        </p>
        <FormAlert
          message={
            unsubscribe.isError
              ? errorMessage(unsubscribe.error, t('api:unsubscribe_link_invalid'))
              : undefined
          }
        />
        <Button
          size="lg"
          fullWidth
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {t('mailPreferences.unsubscribe.submit')}
        </Button>
      </div>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{t('mailPreferences.unsubscribe.title')}</h1>
      {content}
      <p className="mt-6 text-sm text-gray-600">{t('mailPreferences.unsubscribe.again')}</p>
      <p className="mt-2 text-center text-sm">
        <Link to="/config-account" className={linkClass}>
          {t('mailPreferences.unsubscribe.toSettings')}
        </Link>
      </p>
    </>
  );
}
