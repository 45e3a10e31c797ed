/**
 * A file to upload. In the browser a File (or Blob); anywhere, bytes with a name. The Node entry adds
 * `fileFromPath()` which returns a File backed by the file on disk.
 */
export type UploadFile = Blob | NamedBytes;

export interface NamedBytes {
  data: Blob | ArrayBuffer | Uint8Array;
  name: string;
  /** MIME type, e.g. 'image/jpeg'. */
  type?: string;
}

/** A multipart field value. Arrays become repeated `name[]` entries, booleans '1'/'0', null an empty string. */
export type FormFieldValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | UploadFile
  | ReadonlyArray<string | number | boolean>;

export type FormFields = Readonly<Record<string, FormFieldValue>>;

/** The override field of edits that must travel as multipart POST (partner news, adverts, issues). */
export const METHOD_OVERRIDE_FIELD = '_method';

export function isUploadFile(value: unknown): value is UploadFile {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'name' in value &&
    typeof (value as NamedBytes).name === 'string'
  );
}

/** Turns an UploadFile into a Blob and its file name. */
export function toBlob(file: UploadFile): { blob: Blob; name: string } {
  if (typeof Blob !== 'undefined' && file instanceof Blob) {
    const name = typeof File !== 'undefined' && file instanceof File ? file.name : 'file';
    return { blob: file, name };
  }
  const { data, name, type } = file as NamedBytes;
  if (data instanceof Blob) return { blob: type ? new Blob([data], { type }) : data, name };
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  // Copy into a fresh ArrayBuffer-backed view: Blob parts may not be SharedArrayBuffer views.
  return { blob: new Blob([new Uint8Array(bytes)], type ? { type } : {}), name };
}

/** Builds a FormData from plain fields and files, skipping undefined values. */
export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null) {
      form.append(name, '');
    } else if (isUploadFile(value)) {
      const { blob, name: fileName } = toBlob(value);
      form.append(name, blob, fileName);
    } else if (Array.isArray(value)) {
      const key = name.endsWith(']') ? name : `${name}[]`;
      for (const item of value as ReadonlyArray<string | number | boolean>)
        form.append(key, formScalar(item));
    } else {
      form.append(name, formScalar(value as string | number | boolean));
    }
  }
  return form;
}

function formScalar(value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
