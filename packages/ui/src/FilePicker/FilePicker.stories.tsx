import type { Story } from '@ladle/react';
import { FilePicker } from './FilePicker';
import type { FileEntry, FilePickerSource, FileTreeQuery } from './types';

export default { title: 'Photos / FilePicker' };

const thumb = (color: string) =>
  `data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="${encodeURIComponent(color)}"/></svg>`;

const CATALOGUE: Record<string, FileEntry[]> = {
  '': [
    { id: 'd-2024', name: '2024', isDir: true, childrenCount: 3 },
    { id: 'd-2023', name: '2023', isDir: true, childrenCount: 0 },
    { id: 1, name: 'logo-wm.png', isDir: false, thumbnailUrl: thumb('#1d4ed8') },
  ],
  '2024': [
    { id: 'd-2024-05', name: '05', isDir: true, childrenCount: 1 },
    { id: 2, name: 'gala-2024.jpg', isDir: false, thumbnailUrl: thumb('#b91c1c') },
    { id: 3, name: 'konferencja.jpg', isDir: false, thumbnailUrl: thumb('#15803d') },
  ],
  '2024/05': [{ id: 4, name: 'maj.jpg', isDir: false, thumbnailUrl: thumb('#4a5263') }],
  '2023': [],
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function memorySource(overrides: Partial<FilePickerSource> = {}): FilePickerSource {
  const titles = new Map<number | string, string>([[2, 'Gala 2024']]);
  return {
    loadTree: async (query: FileTreeQuery) => {
      await wait(300);
      if (query.search) {
        const pattern = new RegExp(
          `^${query.search
            .replace(/[.*+?^${}()|[\]]/g, '\\$&')
            .replace(/%/g, '.*')
            .replace(/_/g, '.')}$`,
          'i',
        );
        return Object.values(CATALOGUE)
          .flat()
          .filter((entry) => !entry.isDir && pattern.test(entry.name));
      }
      return CATALOGUE[query.path] ?? [];
    },
    deleteFiles: async () => wait(300),
    loadPhoto: async (id) => {
      await wait(200);
      const entry = Object.values(CATALOGUE)
        .flat()
        .find((item) => item.id === id);
      return { id, fileName: entry?.name ?? String(id), title: titles.get(id) ?? '', newPath: true };
    },
    saveCaption: async (id, title) => {
      await wait(300);
      titles.set(id, title);
    },
    ...overrides,
  };
}

export const Browse: Story = () => <FilePicker newPath {...memorySource()} />;

export const ChooseForPhotoField: Story = () => (
  <FilePicker newPath {...memorySource()} onChoose={(photo) => console.info('Wybrano', photo)} />
);

export const Loading: Story = () => (
  <FilePicker newPath {...memorySource({ loadTree: () => new Promise(() => {}) })} />
);

export const LoadError: Story = () => (
  <FilePicker newPath {...memorySource({ loadTree: async () => Promise.reject(new Error('500')) })} />
);

export const Empty: Story = () => <FilePicker newPath {...memorySource({ loadTree: async () => [] })} />;

export const CaptionSaveFails: Story = () => (
  <FilePicker newPath {...memorySource({ saveCaption: async () => Promise.reject(new Error('500')) })} />
);
