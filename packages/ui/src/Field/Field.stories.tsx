import type { Story } from '@ladle/react';
import { Input } from 'react-aria-components/Input';
import { TextField as AriaTextField } from 'react-aria-components/TextField';
import { FieldHelp, FieldLabel, invalidFrom } from './Field';
import * as styles from './Field.css';

export default { title: 'Forms / Field' };

/** The pieces every field is built from: label, input, description and error slots. */
function Example({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <AriaTextField isInvalid={invalidFrom({ errorMessage })} className={styles.field} defaultValue="a">
      <FieldLabel>Nazwa</FieldLabel>
      <Input className={styles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export const WithDescription: Story = () => (
  <Example description="Pozostaw puste, aby utworzyć go z nazwy." />
);
export const WithError: Story = () => <Example errorMessage="Nazwa musi posiadać minimum 2 znaki" />;
