import type { Story } from '@ladle/react';
import { FileField } from './FileField';

export default { title: 'Fields / FileField' };

export const Any: Story = () => <FileField label="Plik autoryzacyjny" onChange={() => undefined} />;
export const ImageExactSize: Story = () => (
  <FileField
    label="Tylko na WM"
    accept={['image/jpeg', 'image/png']}
    dimensions={{ width: 314, height: 110 }}
    description="Obraz 314 × 110 px."
    onChange={() => undefined}
  />
);
export const ImageRange: Story = () => (
  <FileField
    label="Zdjęcie Główne"
    accept={['image/*']}
    dimensions={{ width: { min: 655, max: 2000 } }}
    onChange={() => undefined}
  />
);
/** Every file is measured as 100 × 100, so any choice shows the width message. */
export const Violation: Story = () => (
  <FileField
    label='Zdjęcie "Top" — 655px'
    accept={['image/*']}
    dimensions={{ width: 655 }}
    readSize={async () => ({ width: 100, height: 100 })}
    onChange={() => undefined}
  />
);
export const Invalid: Story = () => (
  <FileField label="Zdjęcie Główne" errorMessage="Pole wymagane." onChange={() => undefined} />
);
export const Disabled: Story = () => (
  <FileField label="Zdjęcie Główne" isDisabled onChange={() => undefined} />
);
