// @ts-check
// A plain Node ESM script on the installed SDK: `tsc --noEmit` checks it against the built declarations
// (node16 resolution), then Node runs it. It logs in with the browser-safe client and with the Node
// client, and prints the categories it listed as JSON.
import { createApiClient, sessionMessages } from '@redakcja/api-sdk';
import { createNodeApiClient } from '@redakcja/api-sdk/node';

const baseUrl = process.env.REDAKCJA_API_URL;
const username = process.env.REDAKCJA_USERNAME;
const password = process.env.REDAKCJA_PASSWORD;
if (!baseUrl || !username || !password)
  throw new Error('REDAKCJA_API_URL, _USERNAME and _PASSWORD are needed');

const browserClient = createApiClient({ baseUrl });
const session = await browserClient.auth.login({ username, password });
/** @type {string[]} */
const names = (await browserClient.categories.list()).items.map((category) => category.name);

const nodeClient = createNodeApiClient({ baseUrl });
try {
  await nodeClient.auth.login({ username, password });
  const page = await nodeClient.categories.list({ page: 1 });
  console.log(
    JSON.stringify({
      username: session.username,
      categories: names,
      nodeCategories: page.items.map((category) => category.name),
      loginText: sessionMessages.loginSuccess,
    }),
  );
} finally {
  await nodeClient.close();
}
