import { statReportPath } from '@redakcja/api-sdk';
import { useStaticUrl } from '../../shared/runtimeConfig';

/** The static report of a stat (03 §2: /reports/report_{id}.html), opened in a new tab. */
export function ReportLink({
  id,
  children,
  label,
}: {
  id: number | string;
  children: string;
  label?: string;
}) {
  const staticUrl = useStaticUrl();
  return (
    <a href={staticUrl(statReportPath(id))} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
