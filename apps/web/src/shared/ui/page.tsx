import type { ReactNode } from 'react';

/** The page's h1 with an optional line under it. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {description ? (
          <p className="mt-1.5 text-sm text-gray-600 sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </header>
  );
}

/** A white panel grouping one part of a page. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6 ${className}`}
    >
      {children}
    </section>
  );
}

/**
 * Says plainly that a section is not built yet, instead of filling it with made-up
 * figures a creator could mistake for their own.
 */
export function PreparingNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary-dim/60 p-5 text-gray-800">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-primary"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <p className="text-sm leading-relaxed sm:text-base">{children}</p>
    </div>
  );
}

/** A section whose content comes in a later release: its title and an honest note. */
export function PreparingPage({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <PreparingNotice>{note}</PreparingNotice>
      {children}
    </>
  );
}
