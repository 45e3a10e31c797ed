// The baseline of the export benchmark: log in, then fetch every page of /api/subscribers with undici,
// following hydra:next, parsing each page and keeping nothing. Prints {"count": n}.
import { Agent, request } from 'undici';

const [base, username, password] = process.argv.slice(2);
const dispatcher = new Agent({ keepAliveTimeout: 10_000 });

const login = await request(new URL('/api/token/auth', base), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
  dispatcher,
});
const { token } = await login.body.json();

let link = '/api/subscribers';
let count = 0;
while (link) {
  const response = await request(new URL(link, base), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/ld+json' },
    dispatcher,
  });
  if (response.statusCode !== 200) throw new Error(`GET ${link}: ${response.statusCode}`);
  const page = await response.body.json();
  const members = page['hydra:member'] ?? page.member ?? [];
  count += members.length;
  const view = page['hydra:view'] ?? page.view ?? {};
  link = members.length > 0 ? (view['hydra:next'] ?? view.next) : undefined;
}
await dispatcher.close();
process.stdout.write(`${JSON.stringify({ count })}\n`);
