/**
 * The staff users list (03 §7; columns Nazwa użytkownika, Role, Akcje) as a list-only definition (WEB-75):
 * the screen loads the SDK's list resource on zod/mini (with the rows' password reset) and none of the
 * form's schema and rules, which definition.tsx adds for the new and edit screens. No delete and no
 * password reset on one's own row.
 */
import { canDeleteUser, isRole, ROLE_LABELS } from '@redakcja/api-sdk';
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { userListQueries } from './listQueries';
import { PasswordReset, RESET_PASSWORD_LABEL, RESET_PASSWORD_TITLE } from './PasswordReset';

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

export const usersListDefinition = defineCrudList({
  queries: userListQueries,
  routes: crudRoutes('users'),
  texts: {
    tableLabel: 'Lista użytkowników',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (user) => `Usuń użytkownika ${user.id}`,
  },
  list: {
    searchLabel: 'Szukaj po nazwie użytkownika',
    columns: [
      { id: 'username', header: 'Nazwa użytkownika', cell: (user) => user.username, isRowHeader: true },
      { id: 'roles', header: 'Role', cell: (user) => user.roles.map(roleLabel).join(', ') },
    ],
    // 03 §6: nobody deletes their own account (nor resets their own password: 'Zmień hasło' is theirs).
    canDelete: (user, { user: me }) => canDeleteUser(user, me.username),
    rowActions: (user, { user: me }) =>
      user.deleted === null && canDeleteUser(user, me.username)
        ? [
            {
              kind: 'modal',
              label: RESET_PASSWORD_LABEL,
              accessibleLabel: `${RESET_PASSWORD_LABEL}: ${user.username}`,
              title: RESET_PASSWORD_TITLE,
              render: (row, close) => <PasswordReset user={row} close={close} />,
            },
          ]
        : [],
  },
  deletedAt: (user) => user.deleted,
});
