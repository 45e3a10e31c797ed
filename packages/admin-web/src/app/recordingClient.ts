import { type ApiClient, createApiClient } from '@redakcja/api-sdk';

const BASE_URL = 'http://api.test';

/**
 * An SDK client on http://api.test whose calls are recorded (their URLs) and answered with an empty Hydra
 * page: for unit tests, and for the build, which finds the lists' first URLs with it (firstQueries.ts).
 */
export function recordingClient(): { requested: string[]; client: ApiClient; baseUrl: string } {
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: async (input) => {
      requested.push(String(input));
      return Response.json({ 'hydra:member': [], 'hydra:totalItems': 0 });
    },
  });
  return { requested, client, baseUrl: BASE_URL };
}
