/**
 * 'Edytuj segment exclusive' (alternative version, 03 §2, §5): title, description and url, each at most
 * 255 characters; the SDK's form schema gives the messages, shown under the fields with what was typed.
 */
import { type ExclusiveSegmentForm, exclusiveSegmentFormSchema } from '@redakcja/api-sdk';
import { Button, CANCEL_LABEL, Form, Modal, SAVE_LABELS } from '@redakcja/ui';
import type { FormEntry } from '../../../shared/crud/definition';
import { FormFields } from '../../../shared/crud/fields/FormFields';
import { useEntityForm } from '../../../shared/form/useEntityForm';
import * as layout from '../../../shared/layout.css';
import { useApiClient } from '../../../shared/session';

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
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={EXCLUSIVE_DIALOG_TITLE} size="wide">
      <Form onSubmit={submit} className={layout.formColumn}>
        <FormFields entries={FIELDS} form={form} client={client} />
        <div className={layout.actions}>
          <Button variant="secondary" onPress={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button type="submit">{SAVE_LABELS.edit.idle}</Button>
        </div>
      </Form>
    </Modal>
  );
}
