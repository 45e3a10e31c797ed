import {
  createHash,
  createHmac,
  randomBytes,
  type ScryptOptions,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

// scrypt with N=2^14, r=8, p=1: the interactive-login cost node:crypto recommends.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
function encode(salt: Buffer, key: Buffer): string {
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  return encode(salt, await derive(password, salt, PARAMS));
}

/**
 * Pairs of a password and a stored hash that matched, as digests keyed with this process's own secret.
 * A sandbox answers thousands of logins of the same demo users in a test run: a match found once is
 * not derived again (a wrong password or an unknown user still costs the full work).
 */
const MATCH_KEY = randomBytes(32);
const matched = new Set<string>();
const matchDigest = (password: string, stored: string) =>
  createHmac('sha256', MATCH_KEY)
    .update(password.normalize('NFC'))
    .update('\0')
    .update(stored)
    .digest('base64url');

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (stored && matched.has(matchDigest(password, stored))) return true;
  const valid = await deriveAndCompare(password, stored);
  if (valid && stored) matched.add(matchDigest(password, stored));
  return valid;
}

async function deriveAndCompare(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work as a real check, so an unknown user costs the same time as a wrong password.
    await derive(password, Buffer.alloc(16), PARAMS);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const seedHashes = new Map<string, Promise<string>>();

/**
 * The hash of a seeded user's password. Its salt comes from the username, so the seed is deterministic
 * and the hash is computed once per process even when every test file starts its own sandbox.
 */
export function seedPasswordHash(username: string, password: string): Promise<string> {
  const key = `${username}\n${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    const salt = createHash('sha256').update(`redakcja-seed:${username}`).digest().subarray(0, 16);
    hash = hashPassword(password, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}

/** The same hash, computed synchronously: for writes inside a database transaction (user forms). */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  return encode(
    salt,
    scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY }),
  );
}
