import { type ImageSizeConstraint, imageSizeViolations } from '@redakcja/api-sdk/constants';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './FileField.css';
import { type ImageSize, readImageSize } from './imageDimensions';

export const CHOOSE_FILE_LABEL = 'Wybierz plik';
export const NO_FILE_TEXT = 'Nie wybrano pliku';
export const CURRENT_FILE_TEXT = 'Obecny plik';

/** The file a record already has: its name, and the address of its picture when it is an image. */
export interface CurrentFile {
  name: string;
  src?: string | undefined;
}
export const UNREADABLE_IMAGE_MESSAGE = 'Nie udało się odczytać obrazu.';

export interface FileFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** A message from the form (required, server); the dimension check shows its own. */
  errorMessage?: string | null;
  /** MIME types or extensions, e.g. ['image/jpeg', 'image/png']. */
  accept?: readonly string[];
  /** Width and height limits for images (the SDK's `IMAGE_SIZES`): checked in the browser before `onChange`. */
  dimensions?: ImageSizeConstraint;
  /** The chosen file, or null when cleared (also after a rejected image). */
  onChange: (file: File | null) => void;
  /** Reads an image's size; injectable for tests (jsdom decodes no images). */
  readSize?: (file: File) => Promise<ImageSize>;
  /** Text of the choose button; 'Wybierz plik' by default. */
  buttonText?: string;
  isDisabled?: boolean;
  /** Elements that name the field further, after its label (the photo field it belongs to). */
  'aria-labelledby'?: string;
  /**
   * The file the record has (an edit): named, and shown when it is a picture, until another is chosen;
   * a save without a new file keeps it.
   */
  current?: CurrentFile | null | undefined;
}

/**
 * A file input behind a button, with a label, a description and an error slot. With `dimensions` the
 * image is measured first: a violation shows the specification's message (announced as an alert),
 * clears the input and reports null.
 */
export function FileField({
  label,
  description,
  errorMessage,
  accept,
  dimensions,
  onChange,
  readSize = readImageSize,
  buttonText = CHOOSE_FILE_LABEL,
  isDisabled,
  'aria-labelledby': ariaLabelledby,
  current,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [violation, setViolation] = useState<string | null>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const message = violation ?? errorMessage ?? null;

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    setFileName(null);
    onChange(null);
  };

  const onSelect = async (files: FileList | null) => {
    const file = files?.[0] ?? null;
    setViolation(null);
    if (!file) {
      clear();
      return;
    }
    if (dimensions && (dimensions.width !== undefined || dimensions.height !== undefined)) {
      let problem: string | null;
      try {
        // The first rule broken, width before height: one message under the field.
        problem = imageSizeViolations(await readSize(file), dimensions)[0] ?? null;
      } catch {
        problem = UNREADABLE_IMAGE_MESSAGE;
      }
      if (problem) {
        setViolation(problem);
        clear();
        return;
      }
    }
    setFileName(file.name);
    onChange(file);
  };

  const describedBy = [nameId, description ? descriptionId : null, message ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={fieldStyles.field} data-invalid={message ? true : undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <FileTrigger ref={inputRef} acceptedFileTypes={accept} onSelect={(files) => void onSelect(files)}>
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-labelledby={[labelId, ariaLabelledby, `${id}-button`].filter(Boolean).join(' ')}
            id={`${id}-button`}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
          >
            {buttonText}
          </Button>
        </FileTrigger>
        <span id={nameId} className={styles.fileName}>
          {fileName ?? (current ? `${CURRENT_FILE_TEXT}: ${current.name}` : NO_FILE_TEXT)}
        </span>
      </div>
      {fileName === null && current?.src ? (
        <img
          className={styles.currentImage}
          src={current.src}
          alt={`${CURRENT_FILE_TEXT}: ${current.name}`}
        />
      ) : null}
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div id={errorId} role="alert" className={fieldStyles.error}>
        {message}
      </div>
    </div>
  );
}
