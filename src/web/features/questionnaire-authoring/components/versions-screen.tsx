import type { VersionList } from '../../../../contract/questionnaire';
import { PageHeader, Panel, QueryState, TableWrap, table } from '../../admin/components/admin-ui';
import { formatDateTime, formatNumber } from '../../admin/lib/format';
import { useVersions } from '../api/versions';
import { authoringCopy } from '../copy';
import { Badge, versionTone } from './badges';
import { VersionBar } from './version-bar';

const copy = authoringCopy.versions;

/** /admin/versions: the draft (if any) and every version with its sessions. */
export function VersionsScreen() {
  const versions = useVersions();
  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <VersionBar current="versions" />
      <QueryState query={versions} loadingText={copy.loading}>
        {(data) => <Versions data={data} />}
      </QueryState>
    </>
  );
}

function Versions({ data }: { data: VersionList }) {
  const versions = [...data.versions].sort((a, b) => b.number - a.number);
  return (
    <Panel id="versions" title={copy.tableTitle}>
      <TableWrap label={copy.tableTitle}>
        <table className={table.table}>
          <caption className={table.caption}>{copy.tableTitle}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.th}>
                {copy.version}
              </th>
              <th scope="col" className={table.th}>
                {copy.status}
              </th>
              <th scope="col" className={table.th}>
                {copy.publishedAt}
              </th>
              <th scope="col" className={table.th}>
                {copy.publishedBy}
              </th>
              <th scope="col" className={table.thNum}>
                {copy.sessions}
              </th>
              <th scope="col" className={table.thNum}>
                {copy.completed}
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id} data-version={version.number}>
                <th scope="row" className={`${table.td} whitespace-nowrap font-semibold`}>
                  {authoringCopy.versionLabel(version.number)}
                </th>
                <td className={table.td}>
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge tone={versionTone(version.status)}>{authoringCopy.status[version.status]}</Badge>
                    {version.status === 'draft' && (
                      <span className="whitespace-nowrap text-muted text-xs">
                        {copy.draftMeta(version.basedOn, version.revision)}
                      </span>
                    )}
                  </span>
                </td>
                <td className={table.tdMeta}>
                  {version.publishedAt ? formatDateTime(version.publishedAt) : copy.notYet}
                </td>
                <td className={table.tdMeta}>
                  {version.status === 'draft' ? '—' : (version.publishedBy ?? copy.unknown)}
                </td>
                <td className={table.tdNum}>{formatNumber(version.sessions)}</td>
                <td className={table.tdNum}>{formatNumber(version.completed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Panel>
  );
}
