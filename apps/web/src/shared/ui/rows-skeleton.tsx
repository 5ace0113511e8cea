/**
 * Placeholder rows while a list's first page loads: a picture and a few lines of text
 * per row, pulsing, announced once by `label`.
 */
export function RowsSkeleton({
  label,
  rows = 3,
  pictureClassName = 'size-12 rounded-full',
  lines = ['w-1/3', 'w-1/2'],
  badge = false,
}: {
  label: string;
  rows?: number;
  /** Size and shape of each row's picture. */
  pictureClassName?: string;
  /** The width of each line of text under the first. */
  lines?: readonly string[];
  /** A badge at the row's end on wider screens. */
  badge?: boolean;
}) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4"
        >
          <div className={`shrink-0 bg-gray-200 ${pictureClassName}`} />
          <div className="flex flex-1 flex-col gap-2">
            {lines.map((width, index) => (
              <div
                key={index}
                className={`rounded ${width} ${index === 0 ? 'h-4 bg-gray-200' : 'h-3 bg-gray-100'}`}
              />
            ))}
          </div>
          {badge ? <div className="hidden h-6 w-20 rounded-full bg-gray-100 sm:block" /> : null}
        </div>
      ))}
    </div>
  );
}
