import { useRouter } from '@tanstack/react-router';
import { Button } from '../../shared/ui/button.tsx';
import { useConsoleTexts } from '../i18n/console-texts.ts';
import { ConsoleLink, consolePath } from './console-link.tsx';
import { consoleTexts } from './texts.ts';

/** A console address that is not a page. */
export function ConsoleNotFound() {
  const t = useConsoleTexts(consoleTexts);
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-xl font-bold text-gray-900">{t.notFound}</h1>
      <ConsoleLink to={consolePath()} className="mt-4 inline-block text-primary-ink underline">
        {t.backHome}
      </ConsoleLink>
    </main>
  );
}

/** A page that failed to load (its code or its first data): say so, and offer to retry. */
export function ConsoleRouteError() {
  const t = useConsoleTexts(consoleTexts);
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p className="text-lg font-semibold text-gray-900">{t.loadFailed}</p>
      <Button className="mt-4" variant="secondary" onClick={() => void router.invalidate()}>
        {t.retry}
      </Button>
    </div>
  );
}
