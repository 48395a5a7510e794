import { parseIdText } from '@rihla/contract/pagination'

/** An id from the address (`/users/:id`): the API's own rule (`ID_TEXT`), or null. */
export function parseId(value: string | undefined): number | null {
  return parseIdText(value)
}
