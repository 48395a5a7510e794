import { parseId } from '@/lib/route-params'
import { storage } from '@/lib/storage'

/** The product chosen in the list's row menu (the flags and rating routes carry no id). */
export function storedProductId(): number | null {
  return parseId(storage.get('productId') ?? undefined)
}
