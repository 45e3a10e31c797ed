import { FileField } from '@redakcja/ui';
import { useRuntimeConfig } from '../../runtimeConfig';
import type { FieldKindProps } from './types';

/** A file sent with the record in a multipart save; an edit names and shows the file the record has. */
export default function FileKind({
  field,
  onChange,
  errorMessage,
  isDisabled,
  values,
}: FieldKindProps<'file'>) {
  const { staticBaseUrl } = useRuntimeConfig();
  const current = field.current?.(values);
  return (
    <FileField
      label={field.label}
      description={field.description}
      errorMessage={errorMessage}
      accept={field.accept}
      dimensions={field.dimensions}
      isDisabled={isDisabled}
      onChange={onChange}
      current={current ? { name: current.name, src: `${staticBaseUrl}${current.path}` } : null}
    />
  );
}
