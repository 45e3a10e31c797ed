/**
 * 'Edytuj segment exclusive' (alternative version, 03 §2, §5): title, description and url, each at most
 * 255 characters; the SDK's form schema gives the messages, shown under the fields with what was typed.
 */
import { type ExclusiveSegmentForm, exclusiveSegmentFormSchema } from '@redakcja/api-sdk';
import { Button, CANCEL_LABEL, Form, Modal, TextArea, TextField } from '@redakcja/ui';
import { useEntityForm } from '../../../shared/form/useEntityForm';
import * as layout from '../../../shared/layout.css';

export const EXCLUSIVE_DIALOG_TITLE = 'Edytuj segment exclusive';
export const EXCLUSIVE_TEXTS = {
  title: 'Tytuł',
  description: 'Opis',
  url: 'Adres URL',
  apply: 'Zapisz',
} as const;

export interface ExclusiveSegmentDialogProps {
  value: ExclusiveSegmentForm;
  onSave: (value: ExclusiveSegmentForm) => void;
  onClose: () => void;
}

export function ExclusiveSegmentDialog({ value, onSave, onClose }: ExclusiveSegmentDialogProps) {
  const form = useEntityForm(exclusiveSegmentFormSchema, value);
  const submit = () => {
    const valid = form.validate();
    if (valid) onSave(valid);
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={EXCLUSIVE_DIALOG_TITLE} size="wide">
      <Form onSubmit={submit} className={layout.formColumn}>
        <TextField
          label={EXCLUSIVE_TEXTS.title}
          value={form.values.exclusiveTitle}
          onChange={(text) => form.setValue('exclusiveTitle', text)}
          errorMessage={form.errors.exclusiveTitle ?? null}
        />
        <TextArea
          label={EXCLUSIVE_TEXTS.description}
          value={form.values.exclusiveDescription}
          onChange={(text) => form.setValue('exclusiveDescription', text)}
          errorMessage={form.errors.exclusiveDescription ?? null}
        />
        <TextField
          label={EXCLUSIVE_TEXTS.url}
          value={form.values.exclusiveUrl}
          onChange={(text) => form.setValue('exclusiveUrl', text)}
          errorMessage={form.errors.exclusiveUrl ?? null}
        />
        <div className={layout.actions}>
          <Button variant="secondary" onPress={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button type="submit">{EXCLUSIVE_TEXTS.apply}</Button>
        </div>
      </Form>
    </Modal>
  );
}
