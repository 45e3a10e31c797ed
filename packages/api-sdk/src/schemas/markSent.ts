/**
 * Marking a newsletter or a partner box sent (03 §2): PUT with closed and generated = now. Plain
 * functions without zod, so the lists that mark rows sent (newsletters, partner news) load no schema for
 * it; `markSentPayloadSchema` (./newsletters) checks the body.
 */

/** The body of PUT /api/newsletters/{id} and /api/newsletter_partner_news/{id} that marks it sent. */
export interface MarkSentPayload {
  closed: string;
  generated: string;
}

export function toMarkSentPayload(now: Date = new Date()): MarkSentPayload {
  const stamp = now.toISOString();
  return { closed: stamp, generated: stamp };
}
