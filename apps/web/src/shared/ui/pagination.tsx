import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * Previous / "page X of Y" / next under a paged list; `label` names the list for screen
 * readers. A list of one page (or none) has nothing to page through: nothing is drawn.
 */
export function Pagination({
  page,
  pages,
  onPage,
  label,
  className = '',
}: {
  /** Zero-based, as the API counts pages. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  /** Room above it, where the list needs some. */
  className?: string;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex items-center justify-center gap-3 ${className}`}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-describedby={statusId}
      >
        {t('common.previousPage')}
      </Button>
      <p id={statusId} className="text-sm text-gray-700 tabular-nums">
        {t('common.pageOf', { page: page + 1, pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
        aria-describedby={statusId}
      >
        {t('common.nextPage')}
      </Button>
    </nav>
  );
}
