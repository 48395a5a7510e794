import { isImageType, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import type { MessageKey } from '@/i18n/en'

/**
 * The seed's banner image rules, in its order: one is required, it must be an image of a type
 * the server accepts (the contract's IMAGE_TYPES, as for products), and it must not exceed
 * 10 MB (the server's limit too). Answers the message key of the first failure.
 */
export function validateBannerFile(file: File | null): MessageKey | null {
  if (!file) return 'bannerAdd.required'
  if (!isImageType(file.type)) return 'bannerAdd.notImage'
  if (file.size > MAX_UPLOAD_BYTES) return 'bannerAdd.tooLarge'
  return null
}
