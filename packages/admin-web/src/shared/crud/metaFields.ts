import type { FieldDefinition } from './definition';

/** The three optional meta fields of groups, categories and silos (rules: the SDK's metaFieldsShape). */
export const META_FIELDS = [
  { kind: 'text', name: 'metaTitle', label: 'Meta tytuł' },
  { kind: 'text', name: 'metaKeywords', label: 'Meta słowa kluczowe' },
  { kind: 'textarea', name: 'metaDescription', label: 'Meta opis', rows: 3 },
] as const satisfies readonly FieldDefinition<{
  metaTitle: string | null;
  metaKeywords: string | null;
  metaDescription: string | null;
}>[];
