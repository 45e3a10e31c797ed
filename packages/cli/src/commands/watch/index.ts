import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { parseId } from '../../core/numbers';

export interface WatchOptions {
  /** Stop after this many updates (a script waiting for the next change); none: until interrupted. */
  count?: number;
}

/** One printed line: a record written (its JSON-LD as the hub sent it) or deleted (its IRI). */
export type WatchLine =
  | { id: string; kind: 'changed'; iri: string; record: unknown }
  | { id: string; kind: 'deleted'; iri: string };

/** Every update is printed as the hub sent it: a script's own reader decides what it needs (CLI-60). */
const AS_SENT = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * A topic as the hub knows it: an absolute IRI or URI template as given, a path (`/api/comments/{id}`)
 * under the API's URL. Built by hand, as `new URL` would escape a template's braces.
 */
export function absoluteTopic(topic: string, apiUrl: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(topic)
    ? topic
    : `${apiUrl.replace(/\/+$/, '')}/${topic.replace(/^\/+/, '')}`;
}

/**
 * Prints the hub's updates of the topics as JSON lines, until interrupted or `count` updates. The hub is
 * the one the API announces (`Link: rel="mercure"` on its answers); the subscriber token is the
 * `mercureAuthorization` cookie of the login, refreshed with the session, sent as a Bearer header.
 */
export async function run(topics: readonly string[], options: WatchOptions, deps: Deps): Promise<number> {
  const { api, config, out, signal } = deps;
  const { createLiveClient, discoverHub } = await import('@redakcja/api-sdk/live');
  const entry = `${config.apiUrl.replace(/\/+$/, '')}/api`;
  const session = deps.authSource === 'session' ? await api.auth.refresh({ signal }) : api.auth.getSession();
  const answer = await fetch(entry, {
    method: 'HEAD',
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
    signal,
  });
  const hub = discoverHub(answer.headers, entry);
  if (!hub)
    throw new Error(`The API at ${config.apiUrl} announces no Mercure hub: there is nothing to watch.`);
  const token = async () => {
    const current = api.auth.getSession();
    if (current?.expiresAt != null && current.expiresAt - Date.now() < 10_000)
      await api.auth.refresh({ signal });
    const value = await api.cookieJar.valueFor(hub.href, 'mercureAuthorization');
    out.redactor.add(value);
    return value;
  };
  const live = createLiveClient({ hub, token });
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  let printed = 0;
  try {
    const updates = live.subscribe(
      topics.map((topic) => absoluteTopic(topic, config.apiUrl)),
      {
        parse: AS_SENT,
        signal: controller.signal,
        onInvalid: (invalid) => out.warn(`an update that is not JSON was skipped (${invalid.id})`),
        onState: (state) =>
          out.debug(
            state.state === 'open'
              ? `connected to ${hub.href}`
              : `reconnecting in ${state.delay} ms${state.status ? ` (HTTP ${state.status})` : ''}`,
          ),
      },
    );
    for await (const update of updates) {
      const line: WatchLine =
        update.kind === 'deleted'
          ? { id: update.id, kind: 'deleted', iri: update.iri }
          : { id: update.id, kind: 'changed', iri: update.iri, record: update.record };
      out.document(`${JSON.stringify(line)}\n`);
      printed += 1;
      if (options.count !== undefined && printed >= options.count) break;
    }
  } finally {
    signal.removeEventListener('abort', stop);
    controller.abort();
  }
  return printed;
}

export function register(program: Command, context: CliContext): void {
  program
    .command('watch')
    .description('print the updates of records as JSON lines, as the API publishes them (Ctrl-C stops)')
    .argument('<topic...>', "record IRIs or URI templates, e.g. '/api/comments/{id}'")
    .option('--count <n>', 'stop after n updates', parseId)
    .action(async (topics: string[], options: WatchOptions) => {
      const deps = await context.deps();
      await run(topics, options, deps);
    });
}
