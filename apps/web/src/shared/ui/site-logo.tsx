import { useState } from 'react';
import { useSite } from '../site/site-context.ts';

/** The site's logo image, or its name when there is no logo or the image fails to load. */
export function SiteLogo({ className = 'h-8' }: { className?: string }) {
  const site = useSite();
  const [failed, setFailed] = useState(false);
  if (site.logo && !failed) {
    return (
      <img
        src={site.logo}
        alt={site.siteName}
        className={`w-auto max-w-[12rem] object-contain ${className}`}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="truncate text-lg font-bold tracking-tight text-gray-900">{site.siteName}</span>
  );
}
