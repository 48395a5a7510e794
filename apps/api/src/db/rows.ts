/** A raw statement's rows: both drivers carry them in `rows`, typed apart by drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}
