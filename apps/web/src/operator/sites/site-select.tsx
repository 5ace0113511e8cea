import { SelectField } from '../../shared/ui/select-field.tsx';
import { useSites } from './site-queries.ts';

/**
 * A choice of one site (by the domain calls name it with) or of every site (''). A
 * domain no listed site has any more stays choosable, so a page's choice is never lost.
 */
export function SiteSelect({
  label,
  everySite,
  value,
  error,
  onChange,
}: {
  label: string;
  /** The name of the '' choice: all sites. */
  everySite: string;
  value: string;
  error?: string | undefined;
  onChange: (domain: string) => void;
}) {
  const sites = useSites();
  const listed = sites.data?.some((site) => site.domains.includes(value));
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{everySite}</option>
      {value && !listed ? <option value={value}>{value}</option> : null}
      {sites.data?.map((site) => (
        <option key={site.id} value={site.domains.includes(value) ? value : site.domains[0]}>
          {site.name} ({site.domains[0]})
        </option>
      ))}
    </SelectField>
  );
}
