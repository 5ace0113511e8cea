import type { ReactNode } from 'react';
import { Card } from '../../shared/ui/page.tsx';

/** One part of a long console form: a card whose fields are grouped under their legend. */
export function CardFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-gray-900">{legend}</legend>
        {children}
      </fieldset>
    </Card>
  );
}
