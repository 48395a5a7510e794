const searchDbs = new WeakMap<object, object>()
const searchHandles = new WeakSet<object>()

/**
 * The handle a search runs on: on PostgreSQL a pool whose sessions never plan a sequential scan;
 * undefined where the search sets it itself.
 */
export function searchDbOf<D extends object>(db: D): D | undefined {
  // Registered by `setSearchDb` with a handle of the same type as `db`.
  return searchDbs.get(db) as D | undefined
}

/** Registers `search` as `db`'s search handle (db/client.ts, when it opens PostgreSQL). */
export function setSearchDb<D extends object>(db: D, search: D): void {
  searchDbs.set(db, search)
  searchHandles.add(search)
}

/** Whether `db` is a search handle: its statements run with a search session's settings. */
export function isSearchDb(db: object): boolean {
  return searchHandles.has(db)
}
