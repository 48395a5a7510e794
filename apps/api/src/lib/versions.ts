import { MAX_ID } from '@rihla/contract/pagination'
import { httpError } from './http-errors'

/**
 * Versions of records with a form (decision 024): every update bumps a `version`
 * column; a read answers it as an ETag, a save sends it back in If-Match, and a save from an
 * older version gets 409 with the current record. A save without If-Match (the seed's
 * clients) is not checked; one whose If-Match names no version is refused (412).
 */
export const etag = (version: number) => `"${version}"`

/** Versions are PostgreSQL integers; a longer number names none this server wrote. */
const VERSION = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/
const MAX_VERSION = MAX_ID

/**
 * The version an If-Match names (`"3"`, `W/"3"` or `3`); undefined for no header or `*`
 * (any version). Anything else (`"abc"`, a list such as `"6", "7"`, a number no version can
 * be, the header sent twice) is refused with 412: ignoring it would save over a change the
 * client never saw.
 */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? undefined : header
  if (value?.trim() === '*') return undefined
  const digits = value === undefined ? undefined : VERSION.exec(value)?.[1]
  const version = digits === undefined ? Number.NaN : Number(digits)
  if (!(version >= 1 && version <= MAX_VERSION)) {
    throw httpError(412, 'generic.versionUnreadable')
  }
  return version
}

/** The same, for a save that must say which version it was made from: 428 without one. */
export function requiredIfMatchVersion(header: string | string[] | undefined): number {
  const version = ifMatchVersion(header)
  if (version === undefined) throw httpError(428, 'generic.versionRequired')
  return version
}
