/**
 * The photo kind: ui's PhotoField with the catalogue picker wired to the SDK's media calls (tree, photo
 * record, caption, delete) of the field's photo kind: a Top field browses and looks up Top photos
 * (`/api/media_tops/{id}`, D4), the main photo `{fileApiPath}{id}`. A new file is only held here; the
 * form uploads it before the record is saved (`uploadPhotos`). A record's current photo is looked up for
 * its file name.
 */

import {
  createMediaResource,
  embeddedPhotoPath,
  type MediaKind,
  type PagingClient,
  resourceOf,
} from '@redakcja/api-sdk';
import { type FilePickerSource, PhotoField, type PhotoFieldValue } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useRuntimeConfig } from '../../runtimeConfig';
import type { FieldKindProps } from './types';

export function pickerSource(client: PagingClient, kind: MediaKind = 'main'): FilePickerSource {
  const media = () => resourceOf(client, createMediaResource);
  return {
    loadTree: (query, signal) => media().fileTree({ ...query, kind }, { signal }),
    deleteFiles: async (ids) => {
      await Promise.all(ids.map((id) => media().remove(id, undefined, kind)));
    },
    loadPhoto: (id, signal) => media().getOfKind(kind, id, { signal }),
    saveCaption: async (id, title) => {
      await media().updateTitle(id, title, undefined, kind);
    },
  };
}

export default function PhotoKind({ field, onChange, errorMessage, client, photo }: FieldKindProps<'photo'>) {
  const kind = field.mediaKind;
  const source = useMemo(() => pickerSource(client, kind), [client, kind]);
  const value = photo?.value;
  const set = photo?.set;
  const { staticBaseUrl } = useRuntimeConfig();
  const chosen =
    value !== undefined &&
    (value.mode === 'oldCatalogue' || value.mode === 'newCatalogue') &&
    value.id !== 0 &&
    value.id !== '0';
  const needsName = chosen && value.fileName === '';
  // The chosen photo's record: its file name when the form has only its id, and its place and caption
  // for the thumbnail.
  const record = useQuery({
    queryKey: ['media', 'record', kind, String(value?.id)],
    queryFn: ({ signal }) =>
      resourceOf(client, createMediaResource).getOfKind(kind, value?.id ?? 0, { signal }),
    enabled: chosen,
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
      photoUrl={record.data ? () => `${staticBaseUrl}${embeddedPhotoPath(record.data)}` : undefined}
      previewAlt={record.data?.title ?? undefined}
    />
  );
}
