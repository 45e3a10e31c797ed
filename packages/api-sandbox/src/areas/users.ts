import { hashPasswordSync } from '../auth/passwords';
import { revokeUserRefreshTokens } from '../auth/tokens';
import { defineResource } from '../db/resource';
import { registerCrud, writable } from '../http/crud';
import { ForbiddenError, ValidationError } from '../http/errors';
import { partial } from '../http/query';
import { currentUser } from '../http/route';
import { userMessages, userPasswordResetPayloadSchema, userPayloadSchema } from '../sdk';
import type { Area } from './types';

export const usersResource = defineResource({
  name: 'users',
  type: 'User',
  table: 'users',
  softDelete: true,
  fields: {
    username: { type: 'text' },
    roles: { type: 'json', default: [] },
    priority: { type: 'int', default: 0 },
    forcePasswordChange: { type: 'bool', default: false },
    passwordHash: { type: 'text', hidden: true },
    created: { type: 'datetime', readOnly: true },
  },
});

export const usersArea: Area = {
  resources: [usersResource],
  register(app, ctx) {
    const store = ctx.store('users');
    registerCrud(app, ctx, {
      resource: 'users',
      filters: { username: partial('username') },
      payload: userPayloadSchema,
      // PATCH is the administrator's password reset (03 §7).
      patch: userPasswordResetPayloadSchema,
      createdAt: 'created',
      toValues(data, info) {
        const values = writable(store, data, info);
        // Usernames name accounts at login: unique among every account, deleted ones included.
        if (typeof values.username === 'string') {
          const clash = ctx.db
            .prepare('SELECT id FROM users WHERE username = ? AND id <> ?')
            .get(values.username, info.existing?.id ?? 0);
          if (clash)
            throw new ValidationError([{ propertyPath: 'username', message: userMessages.usernameTaken }]);
        }
        const plain = data.plainPassword;
        if (typeof plain === 'string' && plain !== '') {
          values.passwordHash = hashPasswordSync(plain);
          // A password set by an administrator is temporary: its owner must choose their own (SB-5).
          values.forcePasswordChange = true;
        }
        return values;
      },
      afterWrite(id, info) {
        // A password reset ends the sessions the user has (SB-5).
        if (info.op !== 'create' && info.sent.has('plainPassword')) revokeUserRefreshTokens(ctx, id);
      },
      beforeDelete(row, request) {
        if (row.id === currentUser(request).id)
          throw new ForbiddenError('You cannot delete your own account.');
      },
    });
  },
};
