import type { PagingClient } from '@redakcja/api-sdk';
import type { PhotoFieldValue } from '@redakcja/ui';
import type { FieldDefinition } from '../definition';

// biome-ignore lint/suspicious/noExplicitAny: a kind's component works on any form's values by name.
type AnyField = FieldDefinition<any>;

/** What every field kind's component receives. */
export interface FieldKindProps<Kind extends AnyField['kind']> {
  field: Extract<AnyField, { kind: Kind }>;
  value: unknown;
  onChange: (value: unknown) => void;
  errorMessage: string | undefined;
  /** The messages inside the field by the rest of their path ('0.answer'): a repeated group's items. */
  nestedErrors: Readonly<Record<string, string>>;
  isDisabled: boolean;
  client: PagingClient;
  /** All the form's values (a paged editor follows another field). */
  values: Record<string, unknown>;
  /** The field's work starts or settles (`EntityForm.setWorking`): the form defers a save meanwhile. */
  onWorkingChange: (working: boolean, failed?: boolean) => void;
  /** The photo field's own state (mode, chosen file, caption), kept by the form for its uploads. */
  photo?: { value: PhotoFieldValue; set: (value: PhotoFieldValue) => void };
}
