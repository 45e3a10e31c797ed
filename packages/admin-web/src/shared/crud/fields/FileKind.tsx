import { FileField } from '@redakcja/ui';
import type { FieldKindProps } from './types';

/** A file sent with the record in a multipart save. */
export default function FileKind({ field, onChange, errorMessage, isDisabled }: FieldKindProps<'file'>) {
  return (
    <FileField
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      accept={field.accept}
      dimensions={field.dimensions}
      isDisabled={isDisabled}
      onChange={onChange}
    />
  );
}
