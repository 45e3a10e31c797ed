import type { ImageSizeConstraint } from '@redakcja/api-sdk/constants';
import { type ReactNode, useId, useState } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { Button } from '../Button/Button';
import { useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { FileField } from '../FileField/FileField';
import type { ImageSize } from '../FileField/imageDimensions';
import { FilePicker } from '../FilePicker/FilePicker';
import type { FilePickerSource, PickedPhoto } from '../FilePicker/types';
import { CLOSE_LABEL, Modal } from '../Modal/Modal';
import * as modalStyles from '../Modal/Modal.css';
import { TextField } from '../TextField/TextField';
import * as styles from './PhotoField.css';

/** The four ways to give a photo (spec 01 §2): upload, old catalogue, new catalogue, none. */
export type PhotoMode = 'upload' | 'oldCatalogue' | 'newCatalogue' | 'none';

export interface PhotoFieldValue {
  mode: PhotoMode;
  /** The chosen photo's id; 0 for none (a new upload gets its id when the form uploads it). */
  id: number | string;
  /** The chosen photo's file name; '' for none. */
  fileName: string;
  /** Which catalogue holds the chosen photo. */
  newPath: boolean;
  /** The file to upload in 'upload' mode, uploaded first when the form is saved. */
  file: File | null;
  /** The caption sent with the upload. */
  title: string;
}

export const PHOTO_FIELD_TEXTS = {
  upload: 'Nowe zdjęcie',
  oldCatalogue: 'Stary katalog',
  newCatalogue: 'Nowy katalog',
  none: 'Brak zdjęcia',
  file: 'Plik zdjęcia',
  caption: 'Podpis zdjęcia',
  chooseFromCatalogue: 'Wybierz z katalogu',
  changeFromCatalogue: 'Zmień zdjęcie',
  pickerTitle: (catalogue: string) => `Wybierz zdjęcie: ${catalogue}`,
  noPhotoChosen: 'Nie wybrano zdjęcia.',
  chosen: (fileName: string) => `Wybrane zdjęcie: ${fileName}`,
  previewAlt: (fileName: string) => `Podgląd: ${fileName}`,
} as const;

/** The value of a record's photo: catalogue mode when it has one, else a new upload. */
export function photoValueFrom(photo: {
  id?: number | string | null;
  fileName?: string | null;
  newPath?: boolean | null;
}): PhotoFieldValue {
  const id = photo.id ?? 0;
  const hasPhoto = id !== 0 && id !== '0' && id !== '';
  return {
    mode: hasPhoto ? (photo.newPath ? 'newCatalogue' : 'oldCatalogue') : 'upload',
    id: hasPhoto ? id : 0,
    fileName: hasPhoto ? (photo.fileName ?? '') : '',
    newPath: Boolean(photo.newPath),
    file: null,
    title: '',
  };
}

export interface PhotoFieldProps extends FilePickerSource {
  /** e.g. 'Zdjęcie Główne' or 'Zdjęcie "Top" — 655px'. */
  label: ReactNode;
  value: PhotoFieldValue;
  onChange: (value: PhotoFieldValue) => void;
  /** Offers 'Brak zdjęcia' (value 0, no file name); only where a photo is optional. */
  allowNone?: boolean;
  /** Width and height limits of an upload, with the specification's messages. */
  dimensions?: ImageSizeConstraint;
  accept?: readonly string[];
  /** A size hint such as '655x200'. */
  description?: ReactNode;
  errorMessage?: string | null;
  /** The URL of a catalogue photo, for the preview of the chosen one. */
  photoUrl?: (fileName: string, newPath: boolean) => string;
  /** The preview's text for those who cannot see it: the photo's caption (else 'Podgląd: <file>'). */
  previewAlt?: string;
  /** Reads an upload's size; injectable for tests. */
  readImageSize?: (file: File) => Promise<ImageSize>;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * A photo of a form in one of four modes: a new upload (with the size constraints and caption), a
 * photo from the old or the new catalogue (chosen in the FilePicker), or none where allowed.
 */
export function PhotoField({
  label,
  value,
  onChange,
  allowNone = false,
  dimensions,
  accept = IMAGE_TYPES,
  description,
  errorMessage,
  photoUrl,
  previewAlt,
  readImageSize,
  loadTree,
  deleteFiles,
  loadPhoto,
  saveCaption,
}: PhotoFieldProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const nameId = useId();
  const T = PHOTO_FIELD_TEXTS;
  const catalogueNewPath = value.mode === 'newCatalogue';
  const isCatalogue = value.mode === 'oldCatalogue' || value.mode === 'newCatalogue';
  // The chosen photo belongs to the catalogue on show only when their paths agree.
  const chosenHere = isCatalogue && value.id !== 0 && value.id !== '0' && value.newPath === catalogueNewPath;

  const changeMode = (mode: PhotoMode) => {
    if (mode === 'none') {
      onChange({ ...value, mode, id: 0, fileName: '', file: null });
      return;
    }
    onChange({ ...value, mode, file: mode === 'upload' ? value.file : null });
  };

  const choose = (photo: PickedPhoto) => {
    onChange({ ...value, id: photo.id, fileName: photo.name, newPath: photo.newPath, file: null });
    setPickerOpen(false);
  };

  const catalogueName = catalogueNewPath ? T.newCatalogue : T.oldCatalogue;

  return (
    <div className={styles.root} data-invalid={errorMessage ? true : undefined}>
      {/* The field's name, read after the file's and the caption's own (a form holds several photos). */}
      <span id={nameId} hidden>
        {label}
      </span>
      <RadioGroup
        value={value.mode}
        onChange={(mode) => changeMode(mode as PhotoMode)}
        orientation="horizontal"
        isInvalid={Boolean(errorMessage)}
        validationBehavior={useValidationBehavior()}
        className={fieldStyles.field}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <div className={styles.modes}>
          {(
            ['upload', 'oldCatalogue', 'newCatalogue', ...(allowNone ? (['none'] as const) : [])] as const
          ).map((mode) => (
            <Radio key={mode} value={mode} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {T[mode]}
            </Radio>
          ))}
        </div>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        {errorMessage ? (
          <Text slot="errorMessage" className={fieldStyles.error}>
            {errorMessage}
          </Text>
        ) : null}
      </RadioGroup>

      {value.mode === 'upload' ? (
        <>
          <FileField
            label={T.file}
            aria-labelledby={nameId}
            accept={accept}
            dimensions={dimensions}
            readSize={readImageSize}
            onChange={(file) => onChange({ ...value, file })}
          />
          <TextField
            label={T.caption}
            aria-labelledby={nameId}
            value={value.title}
            onChange={(title) => onChange({ ...value, title })}
          />
        </>
      ) : null}

      {isCatalogue ? (
        <div className={styles.current}>
          {chosenHere && value.fileName ? (
            <>
              {photoUrl ? (
                <img
                  src={photoUrl(value.fileName, value.newPath)}
                  alt={previewAlt || T.previewAlt(value.fileName)}
                  className={styles.preview}
                />
              ) : null}
              <span>{T.chosen(value.fileName)}</span>
            </>
          ) : (
            <span className={styles.muted}>{T.noPhotoChosen}</span>
          )}
          <Button variant="secondary" onPress={() => setPickerOpen(true)}>
            {chosenHere ? T.changeFromCatalogue : T.chooseFromCatalogue}
          </Button>
          <Modal
            isOpen={pickerOpen}
            onOpenChange={setPickerOpen}
            title={T.pickerTitle(catalogueName)}
            size="wide"
            isDismissable
          >
            {(close) => (
              <>
                <FilePicker
                  newPath={catalogueNewPath}
                  loadTree={loadTree}
                  deleteFiles={deleteFiles}
                  loadPhoto={loadPhoto}
                  saveCaption={saveCaption}
                  onChoose={choose}
                />
                <div className={modalStyles.actions}>
                  <Button variant="secondary" onPress={close}>
                    {CLOSE_LABEL}
                  </Button>
                </div>
              </>
            )}
          </Modal>
        </div>
      ) : null}
    </div>
  );
}
