import type { VersionRef } from '../../../../contract/admin';
import { authoringCopy } from '../../questionnaire-authoring/copy';

/** Which questionnaire version a figure belongs to: 'Version 3 (published)', or 'All versions'. */
export function versionTag(version: VersionRef | null): string {
  return version
    ? authoringCopy.versionWithStatus(version.number, version.status)
    : authoringCopy.allVersions;
}
