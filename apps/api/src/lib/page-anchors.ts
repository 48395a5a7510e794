/**
 * Every `every`-th id of a list sorted by id, so that page N starts from a nearby anchor
 * (`id >= anchor`, then an offset below `every`) instead of walking the index from the top.
 * Anchors are rebuilt in the background when the list's total changes or after `ttlMs`; until
 * then a page can be off by the rows added or removed meanwhile, the same as any offset pager
 * whose list changes under it.
 */
export class PageAnchors {
  private readonly cache = new Map<
    string,
    { builtAt: number; total: number; ids: Promise<number[]>; rebuilding: boolean }
  >()

  constructor(
    readonly every = 100,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Where to start reading ascending position `position` of a list of `total` rows: the id to
   * start from and how many rows to skip after it.
   */
  async seek(
    key: string,
    total: number,
    position: number,
    load: (every: number) => Promise<number[]>,
  ) {
    const ids = await this.anchors(key, total, load)
    const index = Math.min(Math.floor(position / this.every), ids.length - 1)
    const fromId = ids[index]
    if (fromId === undefined) return undefined
    return { fromId, skip: position - index * this.every }
  }

  private anchors(key: string, total: number, load: (every: number) => Promise<number[]>) {
    const cached = this.cache.get(key)
    const fresh = cached && cached.total === total && this.now() - cached.builtAt < this.ttlMs
    if (cached && !fresh && !cached.rebuilding) {
      // Stale anchors keep serving (pages off by at most the rows changed since) while one
      // rebuild runs in the background; nobody waits for a full pass over the index.
      cached.rebuilding = true
      load(this.every)
        .then((ids) =>
          this.cache.set(key, {
            builtAt: this.now(),
            total,
            ids: Promise.resolve(ids),
            rebuilding: false,
          }),
        )
        .catch(() => {
          cached.rebuilding = false
        })
    }
    if (cached) return cached.ids
    const ids = load(this.every)
    // A failed first build is forgotten, so the next request tries again.
    ids.catch(() => this.cache.delete(key))
    this.cache.set(key, { builtAt: this.now(), total, ids, rebuilding: false })
    return ids
  }
}
