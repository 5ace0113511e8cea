import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { CONSOLE_BASE } from '@portal/shared';

/**
 * The console's own link and navigation. The router types of `@tanstack/react-router`
 * are registered for the site's route tree (app/router.tsx), which the console's router
 * is not; these take the console's paths as plain strings, `consolePath('sites')`.
 */
export type ConsoleSearch = Record<string, string | number | boolean | undefined>;

/** `/operator/…` for a path relative to the console: `consolePath('sites/7')`. */
export function consolePath(path = ''): string {
  return path ? `${CONSOLE_BASE}/${path.replace(/^\//, '')}` : CONSOLE_BASE;
}

type ConsoleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  search?: ConsoleSearch;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link inside the console, in the language it is shown in. */
export function ConsoleLink({ to, search, ...props }: ConsoleLinkProps) {
  return <Link to={to as never} search={search as never} {...props} />;
}

export function useConsoleNavigate(): (
  to: string,
  options?: { search?: ConsoleSearch; replace?: boolean },
) => Promise<void> {
  const navigate = useNavigate();
  return (to, options = {}) =>
    navigate({ to: to as never, search: options.search as never, replace: options.replace });
}

/** The page's query, as the router parsed it (strings, numbers, booleans). */
export function useConsoleSearch(): Record<string, unknown> {
  return useSearch({ strict: false }) as Record<string, unknown>;
}
