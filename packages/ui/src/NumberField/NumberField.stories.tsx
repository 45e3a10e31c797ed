import type { Story } from '@ladle/react';
import { NumberField } from './NumberField';

export default { title: 'Fields / NumberField' };

export const Empty: Story = () => <NumberField label="Kolejność" />;
export const WithRange: Story = () => (
  <NumberField label="Top (0-999)" defaultValue={0} minValue={0} maxValue={999} description="Od 0 do 999." />
);
export const Invalid: Story = () => <NumberField label="Kolejność" errorMessage="Wartość musi być liczbą!" />;
export const Disabled: Story = () => <NumberField label="Priorytet" defaultValue={3} isDisabled />;
