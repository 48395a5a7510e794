import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'
import { describe, expect, it } from 'vitest'
import { validateBannerFile } from './validate-banner-file'

const file = (type: string, size = 64) => new File([new Uint8Array(size)], 'banner', { type })

describe('validateBannerFile', () => {
  it('asks for a file first', () => {
    expect(validateBannerFile(null)).toBe('bannerAdd.required')
  })

  it.each(IMAGE_TYPES)('accepts %s, a type the server accepts', (type) => {
    expect(validateBannerFile(file(type))).toBeNull()
  })

  it.each(['image/bmp', 'image/svg+xml', 'image/tiff', 'text/plain', ''])(
    'says "not an image" of %j, as the server would',
    (type) => {
      expect(validateBannerFile(file(type))).toBe('bannerAdd.notImage')
    },
  )

  it('refuses a file over 10 MB after the type check', () => {
    expect(validateBannerFile(file('image/png', MAX_UPLOAD_BYTES + 1))).toBe('bannerAdd.tooLarge')
    expect(validateBannerFile(file('image/bmp', MAX_UPLOAD_BYTES + 1))).toBe('bannerAdd.notImage')
  })
})
