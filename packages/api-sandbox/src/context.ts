import type { Db } from './db/database';
import type { Resource } from './db/resource';
import { Store } from './db/store';
import { internalToken } from './http/etags';
import { Faults } from './http/faults';
import type { Json } from './http/hydra';
import type { Hub } from './hub/hub';
import type { ResolvedOptions } from './options';
import type { FileStore } from './static/files';

/** Everything an area needs: the database, the options, the file store and the clock. */
export interface RouteInfo {
  method: string;
  url: string;
  access: 'public' | 'user' | 'guarded';
}

/** A row written during a request, published by the hub once the request is done. */
export interface Change {
  resource: string;
  id: number;
  kind: 'write' | 'delete';
  /** The record's IRI when it differs from `/api/{resource}/{id}`, kept before a removal. */
  iri?: string;
}

export class Context {
  private readonly stores = new Map<string, Store>();
  /** The Mercure hub, when the sandbox runs one. */
  hub: Hub | undefined;
  /** The rows written since the last publication (recorded only while a hub runs). */
  readonly changes: Change[] = [];
  /** A record's item document as its GET answers it, by collection (the routes register theirs). */
  readonly presenters = new Map<string, (id: number) => Json | undefined>();
  /** The API's routes, as registered. */
  readonly routes: RouteInfo[] = [];
  /** Latency and random 503s, changeable while running. */
  readonly faults: Faults;
  /** Marks the sandbox's own reads of a record (its current ETag), which skip latency and faults. */
  readonly internalToken = internalToken();

  constructor(
    readonly db: Db,
    readonly options: ResolvedOptions,
    readonly files: FileStore,
    resources: readonly Resource[],
    readonly jwtSecret: Uint8Array,
  ) {
    for (const resource of resources) {
      const store = new Store(db, resource, this.stores);
      store.onChange = (id, kind) => this.changed(resource.name, id, kind);
      this.stores.set(resource.name, store);
    }
    this.faults = new Faults({
      latency: options.latency,
      failRate: options.failRate,
      failSeed: options.failSeed,
    });
  }

  /**
   * Records a written record for the hub. A record about to be removed keeps the IRI its GET answers
   * (a media record's names its kind), for the update of its deletion.
   */
  changed(resource: string, id: number, kind: Change['kind'] = 'write'): void {
    if (!this.hub) return;
    let iri: string | undefined;
    if (kind === 'delete') {
      try {
        const answer = this.presenters.get(resource)?.(id)?.['@id'];
        iri = typeof answer === 'string' ? answer : undefined;
      } catch {
        iri = undefined;
      }
    }
    this.changes.push({ resource, id, kind, iri });
  }

  hasStore(name: string): boolean {
    return this.stores.has(name);
  }

  /** The store of a resource by its collection name (`articles`). */
  store(name: string): Store {
    const store = this.stores.get(name);
    if (!store) throw new Error(`No resource ${name}`);
    return store;
  }

  now(): Date {
    return this.options.now();
  }

  /** Runs `work` in one transaction: all of it is written, or nothing. */
  transaction<T>(work: () => T): T {
    // A rolled-back write changed nothing: it is not published.
    const mark = this.changes.length;
    try {
      return this.db.transaction(work)();
    } catch (error) {
      this.changes.length = mark;
      throw error;
    }
  }
}
