/** The numeric id of an address like /subcategories/7, or null when it cannot be one. */
export function parseId(value: string | undefined): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 1 ? id : null
}
