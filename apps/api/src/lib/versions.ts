/**
 * Versions of records with a form (issue 17, decision 022): every update bumps a `version`
 * column; a read answers it as an ETag, a save sends it back in If-Match, and a save from an
 * older version gets 409 with the current record. A save without If-Match (the seed's
 * clients) is not checked.
 */
export const etag = (version: number) => `"${version}"`

/** The version an If-Match names (`"3"`, `W/"3"` or `3`); undefined for none or `*`. */
export function ifMatchVersion(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header
  const match = value ? /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value) : null
  return match?.[1] ? Number(match[1]) : undefined
}
