import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { PageHeader } from '../../shared/ui/page.tsx';
import { consoleTexts } from './texts.ts';
import { useConsoleTexts } from '../i18n/console-texts.ts';

/** A console page: its heading (also the document's title) and its content. */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useConsoleTexts(consoleTexts);
  useEffect(() => {
    document.title = `${title} · ${t.name}`;
  }, [title, t.name]);
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </>
  );
}
