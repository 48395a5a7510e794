import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type RequestOptions, request } from './api-client'
import { ApiError } from './api-error'

/**
 * A record as a form read it, with the version the server gave in its ETag
 * (decision 024). The form sends the version back in If-Match; undefined when the server sent
 * none, and then the save is not checked.
 */
export type Versioned<T> = T & { version?: number }

/** The version an ETag names (`"3"`, `W/"3"`), or undefined. */
export function versionOf(headers: Headers): number | undefined {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(headers.get('etag')?.trim() ?? '')
  return match?.[1] ? Number(match[1]) : undefined
}

/** The If-Match header for a save made from `version`; none when the version is unknown. */
export function ifMatch(version: number | undefined): Record<string, string> | undefined {
  return version === undefined ? undefined : { 'If-Match': `"${version}"` }
}

/**
 * A call on one versioned record: sends `version` in If-Match and answers the record read by
 * `schema` with the version of its ETag (the record's own `version` field when there is none).
 */
export async function requestVersioned<T extends object>(
  path: string,
  schema: { parse: (data: unknown) => T },
  { version, ...options }: RequestOptions & { version?: number | undefined } = {},
): Promise<Versioned<T>> {
  const headers = { ...options.headers, ...ifMatch(version) }
  const answer = await request(path, { ...options, headers })
  const record = schema.parse(answer.data)
  return { ...record, version: versionOf(answer.headers) ?? (record as Versioned<T>).version }
}

/**
 * The record as it is now when a save was refused as stale (409 `generic.stale`), with its
 * version; undefined for any other failure.
 */
export function staleCurrent(
  error: unknown,
): (Record<string, unknown> & { version: number }) | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'generic.stale') return
  const current = error.current
  return current && typeof current.version === 'number'
    ? (current as Record<string, unknown> & { version: number })
    : undefined
}

/** After a save refused as stale, someone else's change is saved: the screens showing it read again. */
export function refreshOnStale(queryClient: QueryClient, error: unknown, ...keys: QueryKey[]) {
  if (staleCurrent(error))
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
}

/**
 * The conflict of a save refused as stale, or undefined for any other failure: what is saved
 * now (read by `schema`, taken as form values by `pick`) merged with this person's changes, and
 * each differing field as `label` and `show` put it.
 */
export function staleConflict<R, T extends Record<string, unknown>, K extends keyof T & string>(
  error: unknown,
  how: {
    schema: { safeParse: (data: unknown) => { success: boolean; data?: R } }
    pick: (record: R) => T
    keys: readonly K[]
    base: T
    mine: T
    label: (key: K) => ReactNode
    show: (key: K, value: T[K]) => ReactNode
  },
): StaleConflict<T> | undefined {
  const current = staleCurrent(error)
  const parsed = how.schema.safeParse(current)
  if (!current || !parsed.success) return undefined
  const theirs = how.pick(parsed.data as R)
  const { merged, rows } = mergeConflict(how.keys, how.base, how.mine, theirs)
  const fields = rows.map(({ key, theirs, mine }) => ({
    key,
    label: how.label(key),
    theirs: how.show(key, theirs),
    yours: mine ? how.show(key, mine.value) : null,
  }))
  return { version: current.version, current: theirs, merged, fields }
}

/** A stale save as the conflict screen shows it (decision 024). */
export type StaleConflict<T> = {
  version: number
  current: T
  merged: T
  fields: { key: string; label: ReactNode; theirs: ReactNode; yours: ReactNode | null }[]
}

/** A field of a conflict: what is saved now and, when this person changed it, their value. */
export type ConflictRow<T, K extends keyof T> = { key: K; theirs: T[K]; mine?: { value: T[K] } }

/**
 * A three-way look at a stale save: `base` as the form read it, `mine` as submitted, `theirs`
 * as saved now. `merged` is theirs with only the fields this person changed put back, so a
 * reapply never reverts the other person's change to a field this person left alone. `rows`
 * are the fields worth showing: those this person changed to something other than what is
 * saved, and those the other person changed.
 */
export function mergeConflict<T extends Record<string, unknown>, K extends keyof T & string>(
  keys: readonly K[],
  base: T,
  mine: T,
  theirs: T,
): { merged: T; rows: ConflictRow<T, K>[] } {
  const merged = { ...theirs }
  const rows: ConflictRow<T, K>[] = []
  for (const key of keys) {
    const changedByMe = !Object.is(mine[key], base[key])
    if (changedByMe) merged[key] = mine[key]
    if (changedByMe ? !Object.is(theirs[key], mine[key]) : !Object.is(theirs[key], base[key])) {
      rows.push({
        key,
        theirs: theirs[key],
        ...(changedByMe ? { mine: { value: mine[key] } } : {}),
      })
    }
  }
  return { merged, rows }
}
