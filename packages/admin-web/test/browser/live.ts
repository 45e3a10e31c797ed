/** Helpers of the live updates' browser tests: writes through the API, and waits for the hub's streams. */
import { expect } from 'vitest';
import type { Panel } from './harness';

/** A call of the API as the admin, as a script or the portal makes it; the JSON answer. */
export async function api(
  panel: Panel,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${panel.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await panel.apiToken('admin')}`,
      accept: 'application/ld+json',
      'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** Waits until a tab of the panel follows the collection on the hub (its stream is open). */
export async function following(panel: Panel, topic: string): Promise<void> {
  await expect
    .poll(
      () => panel.sandbox.context.hub?.subscribers().some((s) => s.topics.includes(`${panel.api}${topic}`)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}
