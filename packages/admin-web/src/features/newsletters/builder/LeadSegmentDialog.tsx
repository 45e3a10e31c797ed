/**
 * 'Edytuj segment' (alternative version, 03 §2, §7): the lead segment's author (looked up and created
 * through /api/authors; its photo comes from /api/authors/full/{id} into the preview), title and HTML
 * content written in the rich-text editor. Loaded lazily: only this dialog needs the editor.
 */
import type { LeadSegmentForm } from '@redakcja/api-sdk';
import {
  Button,
  CANCEL_LABEL,
  CreatableSelect,
  Form,
  Modal,
  type SelectOption,
  TextField,
} from '@redakcja/ui';
import { RichTextEditor } from '@redakcja/ui/editor';
import { useState } from 'react';
import * as layout from '../../../shared/layout.css';
import { useApiClient } from '../../../shared/session';

export const LEAD_DIALOG_TITLE = 'Edytuj segment';
export const LEAD_TEXTS = {
  author: 'Autor',
  title: 'Tytuł',
  content: 'Treść',
  apply: 'Zapisz',
} as const;

export interface LeadSegmentDialogProps {
  value: LeadSegmentForm;
  /** The chosen author's name (from /api/authors/full/{id}), when there is one. */
  authorName: string | null;
  onSave: (value: LeadSegmentForm) => void;
  onClose: () => void;
}

export default function LeadSegmentDialog({ value, authorName, onSave, onClose }: LeadSegmentDialogProps) {
  const client = useApiClient();
  const [author, setAuthor] = useState<SelectOption | null>(
    value.author ? { id: value.author, label: authorName ?? value.author } : null,
  );
  const [title, setTitle] = useState(value.leadSegmentTitle);
  const [content, setContent] = useState(value.leadSegment);

  const submit = () => {
    onSave({ author: author ? String(author.id) : null, leadSegmentTitle: title, leadSegment: content });
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={LEAD_DIALOG_TITLE} size="wide">
      <Form onSubmit={submit} className={layout.formColumn}>
        <CreatableSelect
          label={LEAD_TEXTS.author}
          value={author}
          onChange={setAuthor}
          search={async (name, signal) =>
            (await client.authors.lookup(name, { signal })).map((found) => ({
              id: String(found.id),
              label: found.name,
            }))
          }
          create={async (name) => {
            const created = await client.authors.createOption(name);
            return { id: String(created.id), label: created.name };
          }}
        />
        <TextField label={LEAD_TEXTS.title} value={title} onChange={setTitle} />
        <RichTextEditor label={LEAD_TEXTS.content} value={content} onChange={setContent} />
        <div className={layout.actions}>
          <Button variant="secondary" onPress={onClose}>
            {CANCEL_LABEL}
          </Button>
          <Button type="submit">{LEAD_TEXTS.apply}</Button>
        </div>
      </Form>
    </Modal>
  );
}
