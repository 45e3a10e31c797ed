export {
  PHOTO_FIELD_TEXTS,
  PhotoField,
  type PhotoFieldProps,
  type PhotoFieldValue,
  type PhotoMode,
  photoValueFrom,
} from './PhotoField';
