/**
 * Compile-time checks, run by `tsc -b` (not by vitest): the PATCH bodies the server takes (03 §7, 02 §7)
 * are the only ones the types accept. If a narrowed `patch` widens again, its `@ts-expect-error` becomes
 * unused and the type check fails.
 */
import type { ApiClient } from '../../src/client';

export function patchBodiesAreNarrowed(client: ApiClient): void {
  // @ts-expect-error a user's PATCH is the password reset only
  void client.users.patch(1, { username: 'inny' });
  // @ts-expect-error a press company's PATCH is its moderationState only
  void client.pressCompanies.patch(1, { name: 'ACME' });
  // @ts-expect-error a magazine's PATCH is isPublish only
  void client.pressMagazines.patch(1, { title: 'Inny' });
  // @ts-expect-error an article's PATCH is one toggle (isRssWykop or isHot)
  void client.articles.patch(1, { title: 'Inny' });
  // @ts-expect-error a subscriber's PATCH is activeP only
  void client.subscribers.patch(1, { email: 'a@b.pl' });
  // @ts-expect-error an issue's PATCH is isPublished only
  void client.pressIssues.patch(1, { person: 'Ktoś' });
  // @ts-expect-error a press news' PATCH is isPublish only
  void client.pressNews.patch(1, { title: 'Inny' });
}
