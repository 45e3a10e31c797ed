/**
 * The rich-text kind: ui's ProseMirror editor (its own entry, so only the chunks of screens with such a
 * field carry it), with pasted and inserted images uploaded through the SDK (POST /api/article_images).
 */
import { createArticlesResource, resourceOf } from '@redakcja/api-sdk';
import { RichTextEditor } from '@redakcja/ui/editor';
import type { FieldKindProps } from './types';

export default function RichTextKind({
  field,
  value,
  onChange,
  errorMessage,
  isDisabled,
  client,
  values,
  onWorkingChange,
}: FieldKindProps<'richText'>) {
  const paged = typeof field.paged === 'function' ? field.paged(values) : Boolean(field.paged);
  return (
    <RichTextEditor
      name={field.name as string}
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      isReadOnly={isDisabled}
      paged={paged}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      onUploadingChange={onWorkingChange}
      onUploadImage={async (file) => ({
        url: (await resourceOf(client, createArticlesResource).uploadImage(file)).filePath,
      })}
    />
  );
}
