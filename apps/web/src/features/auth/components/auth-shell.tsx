import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../shared/ui/language-switch.tsx';
import { SiteLogo } from '../../../shared/ui/site-logo.tsx';

/** The frame of the pages without the menu: logo, language switch and a centred card. */
export function AuthShell({
  children,
  showLanguageSwitch = true,
}: {
  children: ReactNode;
  showLanguageSwitch?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <Link
          to="/"
          className="flex min-w-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-ink"
        >
          <SiteLogo />
        </Link>
        {showLanguageSwitch ? <LanguageSwitch /> : null}
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
