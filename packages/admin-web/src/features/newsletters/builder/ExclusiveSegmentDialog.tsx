/**
 * 'Edytuj segment exclusive' (alternative version, 03 §2, §5): title, description and url, each at most
 * 255 characters; the SDK's form schema gives the messages, shown under the fields with what was typed.
 */
import { type ExclusiveSegmentForm, exclusiveSegmentFormSchema } from '@redakcja/api-sdk';
import type { FormEntry } from '../../../shared/crud/definition';
import { FormFields } from '../../../shared/crud/fields/FormFields';
import { useEntityForm } from '../../../shared/form/useEntityForm';
import { useApiClient } from '../../../shared/session';
import { BuilderDialog } from './BuilderDialog';

export const EXCLUSIVE_DIALOG_TITLE = 'Edytuj segment exclusive';

const FIELDS: readonly FormEntry<ExclusiveSegmentForm>[] = [
  { kind: 'text', name: 'exclusiveTitle', label: 'Tytuł' },
  { kind: 'textarea', name: 'exclusiveDescription', label: 'Opis' },
  { kind: 'text', name: 'exclusiveUrl', label: 'Adres URL' },
];

export interface ExclusiveSegmentDialogProps {
  value: ExclusiveSegmentForm;
  onSave: (value: ExclusiveSegmentForm) => void;
  onClose: () => void;
}

export function ExclusiveSegmentDialog({ value, onSave, onClose }: ExclusiveSegmentDialogProps) {
  const client = useApiClient();
  const form = useEntityForm(exclusiveSegmentFormSchema, value);
  const submit = () => {
    const valid = form.validate();
    if (valid) onSave(valid);
  };
  return (
    <BuilderDialog title={EXCLUSIVE_DIALOG_TITLE} onClose={onClose} onSubmit={submit}>
      <FormFields entries={FIELDS} form={form} client={client} />
    </BuilderDialog>
  );
}
