/**
 * Staff users (03 §2-§9): new and edit ('Edycja użytkownika {username}') with the roles chosen among the
 * role labels (the list, with 'Ustaw nowe hasło', is listDefinition.tsx). Rules and messages: the SDK's
 * userFormSchema; the payload: toUserPayload.
 */
import {
  fromUser,
  newUserForm,
  REDIRECT_DELAYS_MS,
  ROLES,
  toUserPayload,
  userFormSchema,
  userMessages,
} from '@redakcja/api-sdk';
import { defineCrudForm, type OptionSource } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { userQueries } from './queries';
import { RolesHint } from './RolesHint';

/** The role choices: a fixed list of the SDK, cached like the option lists of the API. */
const ROLE_OPTIONS: OptionSource = {
  source: 'sdk:roles',
  load: async () => ROLES.map((role) => ({ value: role.value, label: role.label })),
};

/** On edit only: an empty password keeps the current one (toUserPayload leaves it out). */
const KEEP_PASSWORD_HINT = 'Pozostaw puste, aby nie zmieniać hasła.';

export const usersDefinition = defineCrudForm({
  queries: userQueries,
  routes: crudRoutes('users'),
  deletedAt: (user) => user.deleted,
  form: {
    schema: userFormSchema,
    empty: newUserForm,
    fromRecord: fromUser,
    toPayload: toUserPayload,
    heading: (user) => `Edycja użytkownika ${user.username}`,
    fields: [
      { kind: 'text', name: 'username', label: 'Nazwa użytkownika' },
      {
        kind: 'password',
        name: 'plainPassword',
        label: 'Hasło',
        description: `${KEEP_PASSWORD_HINT} ${userMessages.password}`,
      },
      {
        kind: 'multiSelect',
        name: 'roles',
        label: 'Role',
        options: ROLE_OPTIONS,
        hint: (values) => <RolesHint roles={values.roles} />,
      },
      { kind: 'number', name: 'priority', label: 'Priorytet' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.users },
  },
  redirectIfDeleted: true,
});

/** 'Nowy użytkownik': there is no password to keep, so the field names only the password rule (WEB-USR1). */
export const newUserDefinition: typeof usersDefinition = {
  ...usersDefinition,
  form: {
    ...usersDefinition.form,
    fields: usersDefinition.form.fields.map((field) =>
      'name' in field && field.name === 'plainPassword'
        ? { ...field, description: userMessages.password }
        : field,
    ),
  },
};
