import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OutlineIcon } from '../../../shared/ui/outline-icon.tsx';
import type { GuideId } from '../content/guide-content.types.ts';
import { GUIDE_ROUTES, type GuideRoute } from '../guide-routes.ts';

const DEVICE_ICONS: Record<GuideRoute['device'], string> = {
  phone: 'M8 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM11 18h2',
  desktop: 'M4 4h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM9 20h6M12 16v4',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 12l2 2 4-4',
};

/**
 * Guides as cards with a line on what each covers. LinkCardList (shared) has room for a
 * label only; the guide home needs the line, so the cards are the feature's own.
 */
export function GuideCards({
  ids,
  summaries,
}: {
  ids: readonly GuideId[];
  summaries: Readonly<Record<GuideId, string>>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {ids.map((id) => {
        const route = GUIDE_ROUTES[id];
        return (
          <li key={id}>
            <Link
              to={route.to}
              className="flex h-full items-start gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-dim text-primary-ink">
                <OutlineIcon className="size-5">
                  <path d={DEVICE_ICONS[route.device]} />
                </OutlineIcon>
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-gray-900">{t(route.titleKey)}</span>
                <span className="mt-1 block text-sm leading-relaxed text-gray-600">
                  {summaries[id]}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
