import { MESSAGE_CODES, messageText } from '@rihla/contract/message-codes'
import { describe, expect, it } from 'vitest'
import { translateCode } from './messages'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('server error codes in the catalogues', () => {
  it.each(['fr', 'ar'] as const)('translates every code of the contract in %s', (locale) => {
    for (const code of MESSAGE_CODES) {
      const english = messageText(code)
      const text = translateCode(code, english, locale)
      expect(text.trim(), code).not.toBe('')
      // Written out, not the English fallback (none of our texts reads the same in both).
      expect(text, code).not.toBe(english)
      expect(placeholders(text), code).toEqual(placeholders(english))
    }
  })

  it('shows English as the server wrote it', () => {
    for (const code of MESSAGE_CODES) {
      expect(translateCode(code, messageText(code), 'en')).toBe(messageText(code))
    }
  })

  it('carries the values of a filled-in message into the translation', () => {
    expect(translateCode('product.bulkNotFound', 'Products not found: 3, 4.', 'fr')).toBe(
      'Produits introuvables : 3, 4.',
    )
    expect(translateCode('generic.tooLong', 'At most 255 characters', 'ar')).toBe(
      '255 حرفًا كحد أقصى',
    )
  })

  it('shows the text of the code when the English wording is not the contract one', () => {
    expect(translateCode('generic.badRequest', 'Too small: expected number', 'fr')).toBe(
      'Requête invalide',
    )
  })
})
