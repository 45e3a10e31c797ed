import { seedPasswordHash } from '../auth/passwords';
import type { Context } from '../context';
import { DEMO_USERS } from './users';

export async function seedDemo(ctx: Context): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => seedPasswordHash(user.username, user.password)));
  ctx.transaction(() => {
    DEMO_USERS.forEach((user, index) => {
      ctx.store('users').insert({
        username: user.username,
        roles: user.roles,
        forcePasswordChange: user.forcePasswordChange,
        passwordHash: hashes[index],
        priority: index,
        created: ctx.now(),
      });
    });
  });
}
