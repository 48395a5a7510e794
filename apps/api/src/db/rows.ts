/**
 * The rows of a raw statement's result (`db.execute(sql...)`): node-postgres and PGlite both
 * carry them in `rows`, while drizzle types the result per driver.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
