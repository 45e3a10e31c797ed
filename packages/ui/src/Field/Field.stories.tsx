import type { Story } from '@ladle/react';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { FieldHelp, FieldLabel, invalidFrom } from './Field';
import * as styles from './Field.css';

export default { title: 'Fields / Field slots' };

/**
 * The label, description and error slots every field of the library is built from, around a bare
 * react-aria input (the fields' own stories show them in place).
 */
function Slots({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <AriaTextField className={styles.field} isInvalid={invalidFrom({ errorMessage })} defaultValue="Radio">
      <FieldLabel>Nazwa</FieldLabel>
      <Input className={styles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export const LabelOnly: Story = () => <Slots />;
export const WithDescription: Story = () => <Slots description="Nazwa widoczna w menu portalu." />;
export const WithError: Story = () => <Slots errorMessage="Tytuł musi posiadać minimum 2 znaki" />;
