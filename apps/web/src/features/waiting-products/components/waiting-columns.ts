import type { MessageKey } from '@/i18n/en'
import type { WaitingSortKey } from '../api/waiting-product-keys'

/** The seed's columns, as they appear on screen, with the server's sort key of each. */
export const WAITING_COLUMNS: Array<{ key: WaitingSortKey; label: MessageKey }> = [
  { key: 'id', label: 'waiting.col.id' },
  { key: 'title', label: 'waiting.col.title' },
  { key: 'category', label: 'waiting.col.category' },
  { key: 'location', label: 'waiting.col.location' },
  { key: 'price', label: 'waiting.col.price' },
  { key: 'createdAt', label: 'waiting.col.since' },
]
