/**
 * The photo kind: ui's PhotoField with the catalogue picker wired to the SDK's media calls (tree, photo
 * record, caption, delete). A new file is only held here; the form uploads it before the record is
 * saved (`uploadPhotos`). A record's current photo is looked up for its file name.
 */

import { createMediaResource, type PagingClient, resourceOf } from '@redakcja/api-sdk';
import { type FilePickerSource, PhotoField, type PhotoFieldValue } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { FieldKindProps } from './types';

export function pickerSource(client: PagingClient): FilePickerSource {
  return {
    loadTree: (query, signal) => resourceOf(client, createMediaResource).fileTree(query, { signal }),
    deleteFiles: async (ids) => {
      await Promise.all(ids.map((id) => resourceOf(client, createMediaResource).remove(id)));
    },
    loadPhoto: (id, signal) => resourceOf(client, createMediaResource).get(id, { signal }),
    saveCaption: async (id, title) => {
      await resourceOf(client, createMediaResource).updateTitle(id, title);
    },
  };
}

export default function PhotoKind({ field, onChange, errorMessage, client, photo }: FieldKindProps<'photo'>) {
  const source = useMemo(() => pickerSource(client), [client]);
  const value = photo?.value;
  const set = photo?.set;
  const needsName = value !== undefined && value.mode !== 'upload' && value.id !== 0 && value.fileName === '';
  const record = useQuery({
    queryKey: ['media', 'record', String(value?.id)],
    queryFn: ({ signal }) => resourceOf(client, createMediaResource).get(value?.id ?? 0, { signal }),
    enabled: needsName,
  });
  useEffect(() => {
    if (needsName && record.data && value && set) {
      // The record says which catalogue holds the photo: the field shows it there (a new upload is in
      // the new catalogue, while a record's bare id first reads as the old one).
      const newPath = Boolean(record.data.newPath);
      set({
        ...value,
        mode: newPath ? 'newCatalogue' : 'oldCatalogue',
        fileName: record.data.fileName,
        newPath,
      });
    }
  }, [needsName, record.data, value, set]);
  if (!value || !set) return null;

  const change = (next: PhotoFieldValue) => {
    set(next);
    // The record's id follows a catalogue choice or 'Brak zdjęcia'; a new file gets its id on upload.
    if (next.mode === 'none') onChange('0');
    else if (next.mode !== 'upload') onChange(String(next.id));
  };
  return (
    <PhotoField
      {...source}
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      dimensions={field.dimensions}
      allowNone={field.allowNone}
      value={value}
      onChange={change}
    />
  );
}
