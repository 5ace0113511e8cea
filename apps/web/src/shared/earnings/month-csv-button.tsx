import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.ts';
import { Button } from '../ui/button.tsx';
import { snackbar } from '../ui/snackbar-store.ts';

/**
 * A month's statements as a CSV file: the member's own (earnings) or every member's
 * (payouts); a download that fails says so in the snackbar.
 */
export function MonthCsvButton({
  month,
  label,
  exportCsv,
}: {
  month: string;
  label: string;
  exportCsv: Pick<UseMutationResult<unknown, unknown, string>, 'mutate'>;
}) {
  const { t } = useTranslation('money');
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() =>
        exportCsv.mutate(month, {
          onError: (error) =>
            snackbar.error(errorMessage(error, t('earnings.statements.csvFailed'))),
        })
      }
    >
      {label}
    </Button>
  );
}
