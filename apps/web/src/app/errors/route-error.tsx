import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ServerErrorPage } from './server-error-page.tsx';

/** The router's error component: logs the error, shows the 500 page. */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <ServerErrorPage />;
}
