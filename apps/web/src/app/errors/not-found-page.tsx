import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../shared/ui/button.tsx';

/** The path as the visitor typed it (locale prefix included), readable rather than %-encoded. */
export function displayPath(publicHref: string): string {
  const path = publicHref.split(/[?#]/, 1)[0] || '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * 404: for a path that matches no route or fails a route's validation
 * (docs/product.md §3.3).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const path = useRouterState({ select: (state) => displayPath(state.location.publicHref) });
  return (
    <main
      data-testid="not-found"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-6 py-12 text-center"
    >
      <p className="text-5xl font-extrabold tracking-tight text-primary-ink">404</p>
      <h1 className="text-2xl font-bold text-gray-900">{t('errors.notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-gray-600">{t('errors.notFoundDescription')}</p>
      <p className="flex max-w-full flex-col items-center gap-1 text-sm">
        <span className="text-gray-500">{t('errors.notFoundPathLabel')}</span>
        <code
          data-testid="not-found-path"
          className="max-w-full rounded-lg bg-gray-100 px-2.5 py-1 break-all text-gray-800"
        >
          {path}
        </code>
      </p>
      <Link to="/" className={`${buttonClassName()} mt-2`}>
        {t('common.goHome')}
      </Link>
    </main>
  );
}
