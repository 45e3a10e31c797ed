/** The roles with their Polish labels (01 §6, 03 §3). */

/**
 * Roles with their Polish labels (01 §6, 03 §3). 'editor' appears in the route table without a label:
 * SDK-15 labels it 'Edytor' so it can be granted.
 */
export const ROLES = [
  { value: 'root', label: 'Administrator' },
  { value: 'supereditor', label: 'Super redaktor' },
  { value: 'subpageeditor', label: 'Artykuły ze stronicowaniem' },
  { value: 'simple_editor', label: 'Redaktor' },
  { value: 'editor', label: 'Edytor' },
  { value: 'phone_editor', label: 'Redaktor telefonów' },
  { value: 'photo_editor', label: 'Redaktor fotoreportaży' },
  { value: 'comment_all', label: 'Komentarze do artykułów' },
  { value: 'dictionary_all', label: 'Słownik - hasła' },
  { value: 'prs_all', label: 'Centrum prasowe - newsy' },
  { value: 'press_editor', label: "Pierwsze strony 'Jedynki'" },
  { value: 'advs_editor', label: 'Reklamy' },
] as const;
export type Role = (typeof ROLES)[number]['value'];
export const ROLE_VALUES = ROLES.map((role) => role.value) as [Role, ...Role[]];
export const ROLE_LABELS: Readonly<Record<Role, string>> = Object.fromEntries(
  ROLES.map((role) => [role.value, role.label]),
) as Record<Role, string>;
export function isRole(value: string): value is Role {
  return (ROLE_VALUES as readonly string[]).includes(value);
}
