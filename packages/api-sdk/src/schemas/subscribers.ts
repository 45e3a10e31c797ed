/**
 * Newsletter subscribers (03 §2, §3, §5, §7): the record, the new-subscriber form (email required and
 * valid), created with addByAdmin and activeP true, the activeP toggle, the date filters and the answer
 * of the list generation (a download link).
 */
import { z } from 'zod';
import { isEmail, objectOf, optionalBoolean, requiredBoolean, requiredText, sharedMessages } from './shared';
import { subscriberListItemShape } from './subscriberList';

export const subscriberMessages = {
  emailRequired: sharedMessages.required,
  email: sharedMessages.email,
  /** The address is on the list already (the e-mail is unique, as a unique constraint keeps it). */
  emailTaken: 'Ten adres e-mail jest już na liście subskrybentów.',
} as const;

/** One subscriber (GET /api/subscribers/{id}): the list item's shape (./subscriberList). */
export const subscriberSchema = z.object(subscriberListItemShape);
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The subscriber record's own fields, in the order of 03 §3 (the columns of the CLI's export). */
export const SUBSCRIBER_RECORD_FIELDS = ['id', 'email', 'date', 'activeP', 'addByAdmin', 'deleted'] as const;

/**
 * A subscriber as the CLI's export reads it: the record's own fields by the record's rules, without the
 * JSON-LD keys, so a 100,000-row walk validates and keeps only what it writes.
 */
export const subscriberExportRowSchema = subscriberSchema.pick(
  Object.fromEntries(SUBSCRIBER_RECORD_FIELDS.map((field) => [field, true])) as {
    [Field in (typeof SUBSCRIBER_RECORD_FIELDS)[number]]: true;
  },
);
export type SubscriberExportRow = z.infer<typeof subscriberExportRowSchema>;

const emailRule = requiredText({
  required: subscriberMessages.emailRequired,
  format: [isEmail, subscriberMessages.email],
});

export const subscriberFormSchema = objectOf({ email: emailRule });
export type SubscriberForm = z.infer<typeof subscriberFormSchema>;

export function newSubscriberForm(): SubscriberForm {
  return { email: '' };
}

/** POST /api/subscribers: email, addByAdmin, activeP (both true from the panel). */
export const subscriberPayloadSchema = objectOf({
  email: emailRule,
  addByAdmin: optionalBoolean(true),
  activeP: optionalBoolean(true),
});
export type SubscriberPayload = z.infer<typeof subscriberPayloadSchema>;

export function toSubscriberPayload(form: SubscriberForm): SubscriberPayload {
  return { email: form.email.trim(), addByAdmin: true, activeP: true };
}

/** PATCH /api/subscribers/{id} with the toggled activeP. */
export const subscriberPatchSchema = objectOf({ activeP: requiredBoolean(sharedMessages.invalidValue) });
export type SubscriberPatch = z.infer<typeof subscriberPatchSchema>;
