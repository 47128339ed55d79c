import { SelectField } from '../../../components/ui/field';
import { useVersions } from '../api/versions';
import { authoringCopy } from '../copy';

export type VersionChoice = number | 'all';

/**
 * Which questionnaire version the figures count: published and earlier versions (drafts have no
 * sessions), and 'All versions' where the figures allow it. Without a choice, the published version.
 */
export function VersionSelect({
  value,
  onChange,
  allowAll = false,
}: {
  value: VersionChoice | undefined;
  onChange: (value: VersionChoice) => void;
  allowAll?: boolean;
}) {
  const versions = useVersions();
  const listed = (versions.data?.versions ?? [])
    .filter((v) => v.status !== 'draft')
    .sort((a, b) => b.number - a.number);
  const published = listed.find((v) => v.status === 'published');
  const current = value ?? published?.number;
  const options = [
    ...listed.map((v) => ({
      value: String(v.number),
      label: authoringCopy.versionWithStatus(v.number, v.status),
    })),
    ...(allowAll ? [{ value: 'all', label: authoringCopy.allVersions }] : []),
  ];
  // the chosen version before the list has loaded (or one it does not know)
  if (typeof current === 'number' && !options.some((o) => o.value === String(current)))
    options.unshift({ value: String(current), label: authoringCopy.versionLabel(current) });
  return (
    <SelectField
      label={authoringCopy.versionSelect.label}
      value={current === undefined ? '' : String(current)}
      onChange={(e) => onChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}
      className="w-full sm:w-64"
      disabled={options.length === 0}
      options={options}
      {...(options.length === 0 ? { placeholder: authoringCopy.versionSelect.loading } : {})}
    />
  );
}
