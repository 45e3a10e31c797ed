import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateTimeField } from '../DateField/DateField';
import { SaveButton } from '../SaveButton/SaveButton';
import { useSaveCycle } from '../SaveButton/useSaveCycle';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

export default { title: 'Fields / Form' };

/** Submit empty: the messages appear and the first invalid field takes focus. */
export const FocusFirstInvalid: Story = () => {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [date, setDate] = useState<string | null>(null);
  const cycle = useSaveCycle();
  return (
    <Form
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const next: Record<string, string> = {};
        if (!data.get('title')) next.title = 'Pole Wymagane';
        if (!date) next.date = 'Pole Wymagane';
        if (!data.get('lead')) next.lead = 'Wstęp nie może być pusty.';
        setErrors(next);
        if (Object.keys(next).length === 0)
          void cycle.run(() => new Promise((resolve) => setTimeout(resolve, 800)));
      }}
    >
      <TextField label="Tytuł" name="title" errorMessage={errors.title} />
      <DateTimeField label="Data" value={date} onChange={setDate} errorMessage={errors.date} />
      <TextField label="Wstęp" name="lead" errorMessage={errors.lead} />
      <Checkbox label="Publikacja" name="isPublish" />
      <div>
        <SaveButton kind="new" {...cycle.buttonProps} />
      </div>
    </Form>
  );
};

export const ServerErrors: Story = () => (
  <Form validationErrors={{ slug: 'Ten slug jest już zajęty.' }}>
    <TextField label="Nazwa" name="name" defaultValue="Technologie" />
    <TextField label="Slug" name="slug" defaultValue="technologie" />
  </Form>
);
