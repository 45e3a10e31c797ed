import type { Role } from '../sdk';

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Redakcja!2026';

export interface DemoUser {
  username: string;
  roles: readonly Role[];
  password: string;
  forcePasswordChange: boolean;
  /** What the account is for, in the README's table. */
  description: string;
}

/** The demo logins, shared by the README, the CLI tests and the panel tests. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    roles: ['root'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Administrator: everything',
  },
  {
    username: 'redaktor',
    roles: ['editor'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Editor: articles, sponsored articles, players, cache',
  },
  {
    username: 'superredaktor',
    roles: ['supereditor'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Super editor: as the editor',
  },
  {
    username: 'komentarze',
    roles: ['comment_all'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Comments moderator',
  },
  {
    username: 'telefony',
    roles: ['phone_editor'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Phone producers list',
  },
  {
    username: 'prasa',
    roles: ['prs_all', 'press_editor'],
    password: DEMO_PASSWORD,
    forcePasswordChange: false,
    description: 'Press centre news and press magazines',
  },
  {
    username: 'nowy',
    roles: ['editor'],
    password: DEMO_PASSWORD,
    forcePasswordChange: true,
    description: 'Editor who must change the password first',
  },
];

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
}
