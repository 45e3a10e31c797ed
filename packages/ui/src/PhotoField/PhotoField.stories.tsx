import type { Story } from '@ladle/react';
import { useState } from 'react';
import type { FileEntry, FilePickerSource } from '../FilePicker/types';
import { PhotoField, type PhotoFieldProps, type PhotoFieldValue, photoValueFrom } from './PhotoField';

export default { title: 'Photos / PhotoField' };

const swatch = (color: string) =>
  `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" fill="${encodeURIComponent(color)}"/></svg>`;

const FILES: FileEntry[] = [
  { id: 7, name: 'gala.jpg', isDir: false, thumbnailUrl: swatch('#b91c1c') },
  { id: 8, name: 'studio.jpg', isDir: false, thumbnailUrl: swatch('#1d4ed8') },
];

const source: FilePickerSource = {
  loadTree: async () => FILES,
  deleteFiles: async () => undefined,
  loadPhoto: async (id) => ({ id, fileName: FILES.find((file) => file.id === id)?.name ?? '', title: '' }),
  saveCaption: async () => undefined,
};

function Demo({ initial, ...props }: Partial<PhotoFieldProps> & { initial: PhotoFieldValue }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 720 }}>
      <PhotoField
        label='Zdjęcie "Top" — 655px'
        description="655x200"
        dimensions={{ width: 655, height: 200 }}
        photoUrl={() => swatch('#b91c1c')}
        {...source}
        {...props}
        value={value}
        onChange={setValue}
      />
      <pre>{JSON.stringify({ ...value, file: value.file?.name ?? null }, null, 2)}</pre>
    </div>
  );
}

export const NewUpload: Story = () => <Demo initial={photoValueFrom({})} />;

export const OldCatalogue: Story = () => (
  <Demo initial={photoValueFrom({ id: 7, fileName: 'gala.jpg', newPath: false })} />
);

export const NewCatalogue: Story = () => (
  <Demo initial={photoValueFrom({ id: 7, fileName: 'gala.jpg', newPath: true })} />
);

export const NoneAllowed: Story = () => (
  <Demo allowNone initial={{ ...photoValueFrom({}), mode: 'none' }} label="Zdjęcie Google Discovery" />
);

export const Invalid: Story = () => <Demo initial={photoValueFrom({})} errorMessage="Pole wymagane." />;
