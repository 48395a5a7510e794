import { Column, is, SQL, Subquery } from 'drizzle-orm'

/** A selected field as Drizzle orders a query's columns: where it goes in the row, what it is. */
export type OrderedField = { path: string[]; field: unknown }

/** What turns a column's driver value into the row's value (Drizzle's `mapFromDriverValue`). */
type Decoder = { mapFromDriverValue: (value: unknown) => unknown }

/**
 * Drizzle's row mapping compiled once per query into one function, without the per-row walk of the
 * fields (a measured share of the list hot path); row-mapper.test.ts holds both to the same
 * answers.
 */
export function compileRowMapper(
  fields: readonly OrderedField[],
): ((row: unknown[]) => Record<string, unknown>) | undefined {
  if (fields.some((f) => f.path.length !== 1)) return undefined
  const decoders = fields.map(({ field }) => decoderOf(field))
  const entries = fields.map(({ path }, i) => {
    const value = `r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`
    return `${JSON.stringify(path[0])}: ${value}`
  })
  // Built from the query's own field names (JSON-quoted) and indexes, never from a request.
  const make = new Function('d', `return function mapRow(r) { return { ${entries.join(', ')} } }`)
  return make(decoders) as (row: unknown[]) => Record<string, unknown>
}

/** An SQL chunk's decoder: public in Drizzle's JavaScript, not in its types. */
type Decoded = { decoder: Decoder }

/** The decoder `mapResultRow` picks for a field, in its order of checks. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder
  if (is(field, SQL)) return (field as unknown as Decoded).decoder
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder
  return (field as { sql: Decoded }).sql.decoder
}
