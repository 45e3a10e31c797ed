import type { Context } from '../context';
import { defineResource } from '../db/resource';
import type { Row } from '../db/store';
import { registerCrud } from '../http/crud';
import { NotFoundError } from '../http/errors';
import { itemDocument } from '../http/hydra';
import { param, queryPairs } from '../http/query';
import { guarded, route } from '../http/route';
import { statPayloadSchema, statReportPath } from '../sdk';
import { staticPath } from '../static/files';
import { escapeHtml } from '../util/html';
import {
  displayDate,
  displayDateTime,
  displayNumber,
  endOfWarsawDay,
  formatDateTime,
  parseDateTime,
  toStored,
} from '../util/time';
import type { Area } from './types';

export const statsResource = defineResource({
  name: 'stats',
  type: 'Stat',
  table: 'stats',
  softDelete: true,
  fields: {
    from: { type: 'datetime' },
    to: { type: 'datetime' },
    created: { type: 'datetime', readOnly: true },
  },
});

/**
 * The report of a stat: the most read articles and the authors of the period, as a static page at
 * /reports/report_{id}.html (D12).
 */
export function writeReport(ctx: Context, row: Row): void {
  const from = parseDateTime(String(row.from ?? '')) ?? ctx.now();
  const toStart = parseDateTime(String(row.to ?? '')) ?? ctx.now();
  const to = endOfWarsawDay(toStart);
  const articles = ctx.db
    .prepare(
      `SELECT id, title, visitCount, date FROM articles WHERE deleted IS NULL AND isPublish = 1
         AND date >= ? AND date <= ? ORDER BY visitCount DESC, id DESC LIMIT 50`,
    )
    .all(toStored(from), toStored(to)) as { id: number; title: string; visitCount: number; date: string }[];
  const totals = ctx.db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(visitCount), 0) AS views FROM articles
         WHERE deleted IS NULL AND isPublish = 1 AND date >= ? AND date <= ?`,
    )
    .get(toStored(from), toStored(to)) as { count: number; views: number };
  const period = `${displayDate(from)} – ${displayDate(toStart)}`;
  const rows = articles
    .map(
      (article, index) =>
        `<tr><td>${index + 1}</td><td>${article.id}</td><td>${escapeHtml(article.title)}</td>` +
        `<td>${escapeHtml(displayDateTime(article.date))}</td><td>${displayNumber(article.visitCount)}</td></tr>`,
    )
    .join('\n');
  const html = `<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><title>Raport ${row.id}: ${escapeHtml(period)}</title>
<style>body{font-family:Arial,sans-serif;margin:24px;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}</style>
</head>
<body>
<h1>Raport statystyk nr ${row.id}</h1>
<p>Okres: ${escapeHtml(period)}</p>
<p>Opublikowane artykuły: ${displayNumber(totals.count)}. Suma wyświetleń: ${displayNumber(totals.views)}.</p>
<table>
<thead><tr><th>#</th><th>Id</th><th>Tytuł</th><th>Data</th><th>Wyświetlenia</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>Wygenerowano: ${escapeHtml(displayDateTime(ctx.now()))}</p>
</body>
</html>
`;
  ctx.files.write(...staticPath(statReportPath(row.id)), html);
}

export const statsArea: Area = {
  resources: [statsResource],
  register(app, ctx) {
    const store = ctx.store('stats');
    registerCrud(app, ctx, {
      resource: 'stats',
      payload: statPayloadSchema,
      toValues: (data) => ({ from: data.from, to: data.to }),
      createdAt: 'created',
      // Creating (or changing) a stat writes its report.
      afterWrite: (id) => writeReport(ctx, store.get(id)),
    });

    // GET /api/report (03 §7): the report of a stat (`id`, default the newest) and where to read it.
    route(app, 'GET', '/api/report', guarded, async (request) => {
      const wanted = param(queryPairs(request), 'id');
      const row = wanted
        ? /^\d+$/.test(wanted)
          ? store.find(Number(wanted))
          : undefined
        : store.list({ clauses: ['deleted IS NULL'], params: [] }, 1, 0, 'id DESC')[0];
      if (!row) throw new NotFoundError();
      return itemDocument('Report', {
        '@id': `/api/report?id=${row.id}`,
        '@type': 'Report',
        id: row.id,
        stat: `/api/stats/${row.id}`,
        url: statReportPath(row.id),
        from: formatDateTime(row.from as string),
        to: formatDateTime(row.to as string),
      });
    });
  },
};
