import type { Story } from '@ladle/react';
import { TextArea } from './TextArea';

export default { title: 'Fields / TextArea' };

export const Empty: Story = () => <TextArea label="Zablokowane adresy IP" />;
export const WithValue: Story = () => (
  <TextArea label="Zablokowane domeny email" defaultValue={'spam.pl\nexample.com'} />
);
export const WithDescription: Story = () => (
  <TextArea label="Niedozwolone słowa w komentarzach" description="Jedno słowo w wierszu." />
);
export const Invalid: Story = () => <TextArea label="Opis" errorMessage="Opis nie może być pusty." />;
export const Disabled: Story = () => <TextArea label="Opis" defaultValue="Tylko do odczytu" isDisabled />;
