/** A positive integer id from a route parameter, or null for anything else ("abc", "1.5"). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}
