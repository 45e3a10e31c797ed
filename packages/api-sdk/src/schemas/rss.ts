/**
 * RSS generation (03 §2, §7): GET /api/rss/generate answers HTML, shown as is (sanitised by the panel).
 */
import { z } from 'zod';

/** The answer: HTML text, or a JSON wrapper `{ html }` read as its text. */
export const rssGenerateResponseSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && 'html' in value ? (value as { html: unknown }).html : value,
  z.string(),
);
export type RssGenerateResponse = z.infer<typeof rssGenerateResponseSchema>;
