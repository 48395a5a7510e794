/**
 * One step of an anchor build: the list's version, then every `every`-th of the next `rows` ids
 * after `after`, and the last id read when all `rows` were read.
 */
export type AnchorStep = (
  after: number | undefined,
  rows: number,
  every: number,
) => Promise<{ version: number; ids: number[]; last: number | undefined }>

type Built = { version: number; ids: number[] }

/**
 * Every `every`-th id of a list sorted by id, so that page N starts from a nearby anchor (`id >=
 * anchor`, then an offset below `every`) instead of walking the index from the top. Anchors are
 * used only at the list version they were built at, shared by every instance (decision 017).
 */
export class PageAnchors {
  private readonly built = new Map<string, Built>()
  private readonly building = new Map<string, Promise<void>>()
  /** The newest version a lookup asked for, per key. */
  private readonly wanted = new Map<string, number>()

  constructor(
    readonly every = 100,
    readonly stepRows = 5000,
    readonly maxWait = 2000,
    private readonly pause: () => Promise<void> = () =>
      new Promise((resolve) => setImmediate(resolve)),
  ) {
    if (stepRows % every !== 0) throw new Error('stepRows must be a multiple of every')
  }

  /**
   * Where to start reading `position` at `version`: an id and a skip; undefined when no anchors of
   * that version exist after waiting `maxWait` ms for the build.
   */
  async seek(key: string, version: number, position: number, step: AnchorStep) {
    let anchors = this.built.get(key)
    if (!anchors || anchors.version < version) {
      this.rebuild(key, version, step)
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        this.building.get(key),
        new Promise((resolve) => {
          timer = setTimeout(resolve, this.maxWait)
        }),
      ])
      clearTimeout(timer)
      anchors = this.built.get(key)
    }
    // Anchors of a newer version than the caller's total: the caller's read is the stale one.
    if (!anchors || anchors.version !== version) return undefined
    const index = Math.min(Math.floor(position / this.every), anchors.ids.length - 1)
    const fromId = anchors.ids[index]
    if (fromId === undefined) return undefined
    return { fromId, skip: position - index * this.every }
  }

  /** Resolves when no build of `key` is under way (tests and the benchmark's warm-up). */
  async settled(key: string) {
    await this.building.get(key)
  }

  private rebuild(key: string, version: number, step: AnchorStep) {
    this.wanted.set(key, Math.max(version, this.wanted.get(key) ?? version))
    if (this.building.has(key)) return
    const done = (async () => {
      // Builds again while lookups asked for a newer version, a few times at most: under writes
      // faster than a build, pages are read by offset.
      for (let attempt = 0; attempt < 3; attempt++) {
        // A failed build is dropped; the next lookup tries again.
        const anchors = await this.build(step).catch(() => null)
        if (anchors === null) return
        if (anchors) this.built.set(key, anchors)
        if ((this.built.get(key)?.version ?? -1) >= (this.wanted.get(key) ?? 0)) return
      }
    })().finally(() => this.building.delete(key))
    this.building.set(key, done)
  }

  /** All the steps at one version, or undefined when the list changed during the build. */
  private async build(step: AnchorStep): Promise<Built | undefined> {
    const ids: number[] = []
    let version: number | undefined
    let after: number | undefined
    for (;;) {
      const part = await step(after, this.stepRows, this.every)
      // Versions only rise: equal at every step means no member changed during the build.
      if (version !== undefined && part.version !== version) return undefined
      version = part.version
      ids.push(...part.ids)
      if (part.last === undefined) return { version, ids }
      after = part.last
      await this.pause()
    }
  }
}
