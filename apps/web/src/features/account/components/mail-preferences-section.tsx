import type { OptionalMailKind } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useScreenTexts } from '../../../shared/i18n/screen-texts.ts';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { Card } from '../../../shared/ui/page.tsx';
import { RowsSkeleton } from '../../../shared/ui/rows-skeleton.tsx';
import { snackbar } from '../../../shared/ui/snackbar-store.ts';
import { useMailPreferences, useSaveMailPreference } from '../api/mail-preferences.ts';
import { SectionError, SectionSuspense } from './section-states.tsx';

/**
 * The member's email choices (docs/product.md §16.4): each kind they may turn off, as a
 * checkbox that saves as soon as it changes and says so. Its texts load with it; until
 * then a spinner holds its place.
 */
export function MailPreferencesSection() {
  return (
    <SectionSuspense>
      <MailPreferences />
    </SectionSuspense>
  );
}

function MailPreferences() {
  useScreenTexts('mailPreferences');
  const { t } = useTranslation(['translation', 'api']);
  const preferences = useMailPreferences();

  let content;
  if (preferences.isPending) {
    content = (
      <RowsSkeleton
        label={t('mailPreferences.loading')}
        rows={3}
        pictureClassName="hidden"
        lines={['w-1/2']}
      />
    );
  } else if (preferences.isError) {
    content = (
      <SectionError
        title={t('mailPreferences.error.title')}
        error={preferences.error}
        retryLabel={t('mailPreferences.error.retry')}
        onRetry={() => void preferences.refetch()}
      />
    );
  } else {
    content = (
      <fieldset>
        <legend className="sr-only">{t('mailPreferences.list')}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {preferences.data.preferences.map((preference) => (
            <li key={preference.kind}>
              <KindChoice kind={preference.kind} on={preference.on} />
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('mailPreferences.title')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('mailPreferences.description')}</p>
      <div className="mt-4">{content}</div>
    </Card>
  );
}

/**
 * One kind's checkbox. Each has its own save, so a second change need not wait for the
 * first; while it is saved the box shows the new choice, and a refused one goes back.
 */
function KindChoice({ kind, on }: { kind: OptionalMailKind; on: boolean }) {
  const { t } = useTranslation(['translation', 'api']);
  const save = useSaveMailPreference();
  const shown = save.isPending ? save.variables.on : on;
  return (
    <Checkbox
      label={t(`mailPreferences.kinds.${kind}`)}
      checked={shown}
      aria-busy={save.isPending || undefined}
      onChange={(event) =>
        save.mutate(
          { kind, on: event.target.checked },
          {
            onSuccess: (reply) => snackbar.success(reply.message),
            onError: (error) => snackbar.error(errorMessage(error, t('api:internal'))),
          },
        )
      }
    />
  );
}
