import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateTimeField } from '../DateField/DateField';
import { SaveButton } from '../SaveButton/SaveButton';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form, type FormHandle } from './Form';

type Errors = Partial<Record<'title' | 'lead' | 'date' | 'publish', string>>;

function ArticleForm({ validate }: { validate: () => Errors | Promise<Errors> }) {
  const [errors, setErrors] = useState<Errors>({});
  const [date, setDate] = useState<string | null>('2024-05-01T10:00');
  return (
    <Form
      onSubmit={async () => {
        setErrors(await validate());
      }}
    >
      <TextField label="Tytuł" name="title" errorMessage={errors.title} />
      <DateTimeField label="Data" value={date} onChange={setDate} errorMessage={errors.date} />
      <TextField label="Wstęp" name="lead" errorMessage={errors.lead} />
      <Checkbox label="Publikacja" errorMessage={errors.publish} />
      <SaveButton kind="edit" status="idle" />
    </Form>
  );
}

function ServerForm() {
  const ref = useRef<FormHandle>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <>
      <Form handle={ref} validationErrors={errors} onSubmit={vi.fn()}>
        <TextField label="Nazwa" name="name" />
        <TextField label="Slug" name="slug" />
      </Form>
      <button
        type="button"
        onClick={() => {
          setErrors({ slug: 'Ten slug jest zajęty.' });
          ref.current?.focusFirstInvalid();
        }}
      >
        422
      </button>
    </>
  );
}

describe('Form', () => {
  it('focuses the first invalid field in DOM order after a failed submit', async () => {
    const { container } = renderUi(
      <ArticleForm validate={() => ({ lead: 'Wstęp nie może być pusty.', publish: 'Pole Wymagane' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Wstęp' }));
    await expectNoAxeViolations(container);
  });

  it('waits for an async validation, and reaches a date field through its first segment', async () => {
    renderUi(
      <ArticleForm
        validate={() =>
          new Promise((resolve) => setTimeout(() => resolve({ date: 'Pole Wymagane', lead: 'x' }), 5))
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(screen.getAllByRole('spinbutton')[0]);
  });

  it('focuses a checkbox when it is the only invalid field', async () => {
    renderUi(<ArticleForm validate={() => ({ publish: 'Pole Wymagane' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Publikacja' }));
  });

  it('leaves focus alone when the submit is valid', async () => {
    renderUi(<ArticleForm validate={() => ({})} />);
    const save = screen.getByRole('button', { name: 'Zapisz' });
    await userEvent.click(save);
    expect(document.activeElement).toBe(save);
  });

  it('exposes focusFirstInvalid for errors set later (a server 422)', async () => {
    renderUi(<ServerForm />);
    await userEvent.click(screen.getByRole('button', { name: '422' }));
    expect(screen.getByText('Ten slug jest zajęty.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Slug' }));
    // Edited and left (the input's change event), the field drops the server's message.
    await userEvent.type(document.activeElement as HTMLElement, 'x');
    await userEvent.tab();
    expect(screen.queryByText('Ten slug jest zajęty.')).toBeNull();
  });

  it("gives its fields react-aria's validation: a required field is aria-required, not the browser's", () => {
    renderUi(
      <>
        <Form>
          <TextField label="Tytuł" isRequired />
          <TextArea label="Opis" isRequired />
          <Checkbox label="Publikacja" isRequired />
        </Form>
        <TextField label="Poza formularzem" isRequired />
        <TextArea label="Opis poza formularzem" isRequired />
      </>,
    );
    for (const field of [
      screen.getByRole('textbox', { name: 'Tytuł' }),
      screen.getByRole('textbox', { name: 'Opis' }),
      screen.getByRole('checkbox', { name: 'Publikacja' }),
    ]) {
      expect(field.getAttribute('aria-required')).toBe('true');
      expect(field.hasAttribute('required')).toBe(false);
    }
    // Outside a form, react-aria-components' rule: the browser's validation.
    for (const name of ['Poza formularzem', 'Opis poza formularzem'])
      expect(screen.getByRole('textbox', { name }).hasAttribute('required')).toBe(true);
  });
});
