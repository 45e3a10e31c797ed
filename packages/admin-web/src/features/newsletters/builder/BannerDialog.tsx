/**
 * 'Ustaw baner' (03 §2, §5, §8): one banner slot in one of four modes. select: an existing image and its
 * url (PUT /api/newsletters_images/{id} keeps the url with the image); new: an uploaded image (images
 * only, spaces in the name become hyphens; POST /api/newsletters_images) and its url; txt: text and url;
 * none: the slot is cleared. It opens in the mode the slot's content suggests (`initialBannerMode`).
 * A failed upload leaves the dialog open with 'Błąd! Spróbuj jeszcze raz.' on its button.
 */
import {
  type BannerMode,
  createNewslettersResource,
  emptyNewsletterBanner,
  initialBannerMode,
  isImageFile,
  type NewsletterBanner,
  type NewsletterImage,
  newsletterMessages,
  resolveLink,
  resourceOf,
  sharedMessages,
  webUrlMessage,
} from '@redakcja/api-sdk';
import { FileField, SaveButton, Select, Spinner, TextField } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useSave } from '../../../shared/form/useSave';
import { useRuntimeConfig } from '../../../shared/runtimeConfig';
import { useApiClient } from '../../../shared/session';
import { BuilderDialog } from './BuilderDialog';
import * as styles from './builder.css';
import { bannerImagesQuery, newsletterKeys } from './queries';

export const BANNER_DIALOG_TITLE = 'Ustaw baner';

export const BANNER_TEXTS = {
  mode: 'Rodzaj baneru',
  modes: {
    select: 'Istniejący obraz',
    new: 'Nowy obraz',
    txt: 'Tekst',
    none: 'Brak baneru',
  } satisfies Record<BannerMode, string>,
  image: 'Obraz',
  file: 'Plik obrazu',
  fileHint: 'Tylko obrazy; spacje w nazwie pliku zmienią się w myślniki.',
  text: 'Tekst',
  url: 'Adres URL',
  slot: (slot: number) => `Baner ${slot}`,
} as const;

/** The value a banner keeps of an existing image: its file name (the label when the API gives no other). */
function imageValue(image: NewsletterImage): string {
  return image.fileName ?? image.label;
}

export interface BannerDialogProps {
  slot: number;
  banner: NewsletterBanner;
  onSave: (banner: NewsletterBanner) => void;
  onClose: () => void;
}

export function BannerDialog({ slot, banner, onSave, onClose }: BannerDialogProps) {
  const client = useApiClient();
  const { staticBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const images = useQuery(bannerImagesQuery(client));
  // The two calls that may fail: keeping the url with an existing image, and uploading a new one.
  const keepUrl = useSave((input: { image: NewsletterImage; url: string }) =>
    resourceOf(client, createNewslettersResource).setImageUrl(input.image.id, input.url),
  );
  const upload = useSave((input: { file: File; url: string }) =>
    resourceOf(client, createNewslettersResource).uploadImage(input.file, { url: input.url }),
  );
  const [mode, setMode] = useState<BannerMode>(() => initialBannerMode(banner));
  const [imageId, setImageId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState(banner.url);
  const [text, setText] = useState(banner.txt);
  const [errors, setErrors] = useState<{ image?: string; file?: string; url?: string }>({});

  // The slot's current image is chosen until the user picks another.
  const currentImage = images.data?.find((image) => imageValue(image) === banner.img) ?? null;
  const chosenImage =
    (imageId === null ? currentImage : images.data?.find((image) => String(image.id) === imageId)) ?? null;

  const submit = async () => {
    if (mode === 'none') {
      onSave(emptyNewsletterBanner());
      return;
    }
    // The e-mail links to the address as it is: a whole web address or none.
    const urlError = webUrlMessage(url);
    if (urlError) {
      setErrors({ url: urlError });
      return;
    }
    if (mode === 'txt') {
      onSave({ img: '', url, txt: text });
      return;
    }
    if (mode === 'select') {
      if (!chosenImage) {
        setErrors({ image: sharedMessages.requiredImage });
        return;
      }
      if (!(await keepUrl.save({ image: chosenImage, url }))?.ok) return;
      void queryClient.invalidateQueries({ queryKey: newsletterKeys.other('bannerImages') });
      onSave({ img: imageValue(chosenImage), url, txt: '' });
      return;
    }
    if (!file) {
      setErrors({ file: sharedMessages.requiredImage });
      return;
    }
    if (!isImageFile(file)) {
      setErrors({ file: newsletterMessages.bannerNotImage });
      return;
    }
    const uploaded = await upload.save({ file, url });
    if (!uploaded?.ok) return;
    void queryClient.invalidateQueries({ queryKey: newsletterKeys.other('bannerImages') });
    onSave({ img: uploaded.result.fileName, url, txt: '' });
  };

  return (
    <BuilderDialog
      title={`${BANNER_DIALOG_TITLE}: ${BANNER_TEXTS.slot(slot)}`}
      onClose={onClose}
      onSubmit={submit}
      submit={
        mode === 'new' ? (
          <SaveButton
            kind="edit"
            {...upload.buttonProps}
            errorText={newsletterMessages.bannerUploadFailure}
          />
        ) : (
          <SaveButton kind="edit" {...keepUrl.buttonProps} />
        )
      }
    >
      <RadioGroup
        value={mode}
        onChange={(value) => {
          setMode(value as BannerMode);
          setErrors({});
        }}
        className={styles.radioGroup}
      >
        <Label>{BANNER_TEXTS.mode}</Label>
        {(Object.keys(BANNER_TEXTS.modes) as BannerMode[]).map((key) => (
          <Radio key={key} value={key} className={styles.radio}>
            {BANNER_TEXTS.modes[key]}
          </Radio>
        ))}
      </RadioGroup>

      {mode === 'select' ? (
        images.isPending ? (
          <Spinner />
        ) : (
          <>
            <Select
              label={BANNER_TEXTS.image}
              options={(images.data ?? []).map((image) => ({ id: String(image.id), label: image.label }))}
              value={chosenImage ? String(chosenImage.id) : null}
              onChange={(key) => {
                setImageId(key === null ? null : String(key));
                setErrors({});
              }}
              errorMessage={errors.image ?? null}
              isRequired
            />
            {chosenImage?.href ? (
              <img
                className={styles.thumbnail}
                src={resolveLink(chosenImage.href, staticBaseUrl)}
                alt={chosenImage.label}
              />
            ) : null}
          </>
        )
      ) : null}

      {mode === 'new' ? (
        <FileField
          label={BANNER_TEXTS.file}
          description={BANNER_TEXTS.fileHint}
          accept={['image/*']}
          onChange={(chosen) => {
            setFile(chosen);
            setErrors({});
          }}
          errorMessage={errors.file ?? null}
        />
      ) : null}

      {mode === 'txt' ? <TextField label={BANNER_TEXTS.text} value={text} onChange={setText} /> : null}

      {mode !== 'none' ? (
        <TextField
          label={BANNER_TEXTS.url}
          value={url}
          onChange={setUrl}
          type="url"
          errorMessage={errors.url ?? null}
        />
      ) : null}
    </BuilderDialog>
  );
}
