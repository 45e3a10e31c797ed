import { categoryFormSchema, groupFormSchema, newCategoryForm, newGroupForm } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom, sameValues, validateForm } from './formErrors';

const GROUP_FIELDS = Object.keys(newGroupForm());

describe('field messages from the SDK form schemas', () => {
  it('shows one Polish message per invalid field and keeps valid fields quiet', () => {
    const result = validateForm(
      groupFormSchema,
      { ...newGroupForm(), name: 'a', metaTitle: 'x', priority: Number.NaN },
      GROUP_FIELDS,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Tytuł musi posiadać minimum 2 znaki',
        metaTitle: 'Meta tytuł musi posiadać minimum 2 znaki',
        priority: 'Wartość musi być liczbą!',
      },
    });
  });

  it('returns the parsed values when the form is valid', () => {
    const result = validateForm(
      categoryFormSchema,
      { ...newCategoryForm(), name: 'Radio' },
      Object.keys(newCategoryForm()),
    );
    expect(result.ok).toBe(true);
  });

  it('blocks the save on a rule that names no field of the form, showing it on the first field', () => {
    const schema = z
      .object({ name: z.string(), slug: z.string() })
      .refine(() => false, { message: 'Reguła całego formularza.', path: ['elsewhere'] });
    expect(validateForm(schema, { name: 'Radio', slug: '' }, ['name', 'slug'])).toEqual({
      ok: false,
      errors: { name: 'Reguła całego formularza.' },
    });
  });

  it('keeps only violations naming a field of the form (D13)', () => {
    expect(
      fieldErrorsFrom(
        [
          { propertyPath: 'name', message: 'Ta nazwa jest już zajęta.' },
          { propertyPath: 'name', message: 'drugi' },
          { propertyPath: 'slug', message: 'nie w formularzu' },
          { propertyPath: '', message: 'ogólny' },
        ],
        GROUP_FIELDS,
      ),
    ).toEqual({ name: 'Ta nazwa jest już zajęta.' });
  });

  it('compares form values structurally, NaN included', () => {
    expect(sameValues({ a: Number.NaN, b: ['x'] }, { a: Number.NaN, b: ['x'] })).toBe(true);
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues({ a: null }, { a: '' })).toBe(false);
  });
});
