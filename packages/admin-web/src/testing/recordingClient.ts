import { type ApiClient, createApiClient } from '@redakcja/api-sdk';

/**
 * For unit tests: an SDK client on http://api.test whose calls are recorded (their URLs) and answered
 * with an empty Hydra page.
 */
export function recordingClient(): { requested: string[]; client: ApiClient } {
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      requested.push(String(input));
      return Response.json({ 'hydra:member': [], 'hydra:totalItems': 0 });
    },
  });
  return { requested, client };
}
