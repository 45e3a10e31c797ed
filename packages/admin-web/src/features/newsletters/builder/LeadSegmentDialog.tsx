/**
 * 'Edytuj segment' (alternative version, 03 §2, §7): the lead segment's author (looked up and created
 * through /api/authors; its photo comes from /api/authors/full/{id} into the preview), title and HTML
 * content written in the rich-text editor (the shared form kinds load the editor only when it shows).
 */
import type { LeadSegmentForm } from '@redakcja/api-sdk';
import { z } from 'zod';
import type { FormEntry, SelectOptionData } from '../../../shared/crud/definition';
import { FormFields, useFieldKindsLoaded } from '../../../shared/crud/fields/FormFields';
import { useEntityForm } from '../../../shared/form/useEntityForm';
import { useSubmitWhenSettled } from '../../../shared/form/useSubmitWhenSettled';
import { useApiClient } from '../../../shared/session';
import { BuilderDialog } from './BuilderDialog';

export const LEAD_DIALOG_TITLE = 'Edytuj segment';

/** The dialog's values: the author as the creatable select holds it. */
interface LeadDialogForm {
  author: SelectOptionData | null;
  leadSegmentTitle: string;
  leadSegment: string;
}

// The specification gives the lead segment no rule: the schema only carries the values through.
const leadDialogSchema: z.ZodType<LeadDialogForm> = z.object({
  author: z.object({ value: z.string(), label: z.string() }).nullable(),
  leadSegmentTitle: z.string(),
  leadSegment: z.string(),
});

const FIELDS: readonly FormEntry<LeadDialogForm>[] = [
  { kind: 'creatable', name: 'author', label: 'Autor', path: '/api/authors' },
  { kind: 'text', name: 'leadSegmentTitle', label: 'Tytuł' },
  { kind: 'richText', name: 'leadSegment', label: 'Treść' },
];

export interface LeadSegmentDialogProps {
  value: LeadSegmentForm;
  /** The chosen author's name (from /api/authors/full/{id}), when there is one. */
  authorName: string | null;
  onSave: (value: LeadSegmentForm) => void;
  onClose: () => void;
}

export function LeadSegmentDialog({ value, authorName, onSave, onClose }: LeadSegmentDialogProps) {
  const client = useApiClient();
  const form = useEntityForm(leadDialogSchema, {
    author: value.author ? { value: value.author, label: authorName ?? value.author } : null,
    leadSegmentTitle: value.leadSegmentTitle,
    leadSegment: value.leadSegment,
  });
  const submit = () => {
    const valid = form.validate();
    if (valid) onSave({ ...valid, author: valid.author?.value ?? null });
  };
  return (
    <BuilderDialog
      title={LEAD_DIALOG_TITLE}
      onClose={onClose}
      onSubmit={useSubmitWhenSettled(form, submit)}
      isReady={useFieldKindsLoaded(FIELDS)}
    >
      <FormFields entries={FIELDS} form={form} client={client} />
    </BuilderDialog>
  );
}
