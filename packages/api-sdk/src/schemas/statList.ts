/**
 * What the reports list reads (03 §7): a member of GET /api/stats, which is the whole stat (a period:
 * from, to). `statSchema` (./stats) is this shape. The static report's path lives here too: the list's
 * ids open it.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the reports list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { deletedSchema, idSchema, nullableStringSchema } from './readers';

export const statListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  from: nullableStringSchema,
  to: nullableStringSchema,
  deleted: deletedSchema,
};

export const statListItemSchema = z.object(statListItemShape);
export type StatListItem = z.infer<typeof statListItemSchema>;

/** The static report of a stat (D12). */
export function statReportPath(id: number | string): string {
  return `/reports/report_${id}.html`;
}
