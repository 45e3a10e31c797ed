import type { Db } from './db/database';
import type { Resource } from './db/resource';
import { Store } from './db/store';
import { internalToken } from './http/etags';
import { Faults } from './http/faults';
import type { ResolvedOptions } from './options';
import type { FileStore } from './static/files';

/** Everything an area needs: the database, the options, the file store and the clock. */
export interface RouteInfo {
  method: string;
  url: string;
  access: 'public' | 'user' | 'guarded';
}

export class Context {
  private readonly stores = new Map<string, Store>();
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
    for (const resource of resources) this.stores.set(resource.name, new Store(db, resource, this.stores));
    this.faults = new Faults({
      latency: options.latency,
      failRate: options.failRate,
      failSeed: options.failSeed,
    });
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
    return this.db.transaction(work)();
  }
}
