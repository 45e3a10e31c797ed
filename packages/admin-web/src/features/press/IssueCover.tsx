import { type IssueListItem, issueCoverPath } from '@redakcja/api-sdk';
import { ISSUE_COVER_THUMBNAIL_SIZE } from '@redakcja/api-sdk/constants';
import { useRuntimeConfig } from '../../shared/runtimeConfig';

/** The issue's 120 px cover thumbnail from the static host; nothing when the issue has no cover. */
export function IssueCover({ issue }: { issue: IssueListItem }) {
  const { staticBaseUrl } = useRuntimeConfig();
  const path = issueCoverPath(issue);
  if (!path) return null;
  return (
    <img
      src={`${staticBaseUrl}${path}`}
      width={ISSUE_COVER_THUMBNAIL_SIZE}
      alt={`Okładka numeru ${issue.datetxt ?? issue.date ?? issue.id}`}
    />
  );
}
