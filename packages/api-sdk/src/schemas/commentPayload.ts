/**
 * The body of a comment posted to the portal (its readers' comment form, which the sandbox stands in
 * for, SB-44): the text and the nick required, the reader's address and the article optional. The panel
 * reads and deletes comments and never posts one; this rule is the sandbox's.
 */
import { z } from 'zod';
import { nullableText, objectOf, requiredText } from './fieldRules';
import { iriSchema } from './iris';
import { maxLengthMessage, sharedMessages } from './messages';

/** What the portal's comment columns hold: the text, the nick, an IPv6 address at most. */
export const COMMENT_LIMITS = { comment: 5000, nick: 255, ip: 45 } as const;

export const commentPayloadSchema = objectOf({
  comment: requiredText({
    required: sharedMessages.required,
    max: [COMMENT_LIMITS.comment, maxLengthMessage('Komentarz', COMMENT_LIMITS.comment)],
  }),
  nick: requiredText({
    required: sharedMessages.required,
    max: [COMMENT_LIMITS.nick, maxLengthMessage('Nick', COMMENT_LIMITS.nick)],
  }),
  ip: nullableText({ max: [COMMENT_LIMITS.ip, maxLengthMessage('IP', COMMENT_LIMITS.ip)] }),
  article: z.optional(z.nullable(iriSchema)),
});
export type CommentPayload = z.infer<typeof commentPayloadSchema>;
