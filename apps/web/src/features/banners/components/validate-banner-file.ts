import { isImageType, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import type { MessageKey } from '@/i18n/en'

/**
 * The seed's banner image rules in its order (required, an accepted image type, at most 10 MB);
 * answers the first failure's message key.
 */
export function validateBannerFile(file: File | null): MessageKey | null {
  if (!file) return 'bannerAdd.required'
  if (!isImageType(file.type)) return 'bannerAdd.notImage'
  if (file.size > MAX_UPLOAD_BYTES) return 'bannerAdd.tooLarge'
  return null
}
