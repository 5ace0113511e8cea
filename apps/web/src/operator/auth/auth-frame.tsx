import { useEffect, type ReactNode } from 'react';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { consoleTexts } from '../app/texts.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';

/** The frame of the pages before a session: the console's name, a card, the language. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useConsoleTexts(consoleTexts);
  useEffect(() => {
    document.title = `${title} · ${t.name}`;
  }, [title, t.name]);
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="flex items-center justify-between px-4 py-3">
        <p className="text-base font-bold text-gray-900">{t.name}</p>
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:pt-16">
        <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-xs sm:p-8">
          {children}
        </div>
      </main>
    </div>
  );
}
