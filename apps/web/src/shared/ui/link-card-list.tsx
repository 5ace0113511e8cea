import { Link, type LinkProps } from '@tanstack/react-router';

export type LinkCard = { to: LinkProps['to']; label: string };

const LINK_CLASS =
  'flex min-h-12 items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white px-4 text-sm font-medium text-gray-900 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

/** The ways into a section (guides, music, …): one card-like link each, with an arrow. */
export function LinkCardList({
  links,
  className = 'grid gap-2',
}: {
  links: readonly LinkCard[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={LINK_CLASS}>
            {link.label}
            <span aria-hidden="true" className="text-primary-ink">
              →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
