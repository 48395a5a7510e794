import { describe, expect, it } from 'vitest'
import { internationalPhone, telHref, whatsAppUrl } from './phone'

describe('internationalPhone', () => {
  it('reads the ways Algerian mobile numbers are stored as 213 and nine digits', () => {
    for (const stored of [
      '0555123456',
      '+213555123456',
      '00213555123456',
      '213555123456',
      '+213 555 12 34 56',
      '0555-12-34-56',
      '(0555) 12.34.56',
      ' 0555123456 ',
    ]) {
      expect(internationalPhone(stored), stored).toBe('213555123456')
    }
    expect(internationalPhone('0661234567')).toBe('213661234567')
    expect(internationalPhone('0770123456')).toBe('213770123456')
  })

  it('keeps a number of another country written with its prefix', () => {
    expect(internationalPhone('+33612345678')).toBe('33612345678')
    expect(internationalPhone('0033612345678')).toBe('33612345678')
  })

  it('refuses what is not a reachable mobile number', () => {
    for (const stored of [
      '',
      'call me',
      '0212345678', // an Algerian landline: not on WhatsApp
      '+213212345678',
      '055512345', // one digit short
      '05551234567', // one digit too many
      '+21355512345',
      '+2135551234567',
      '+0555123456',
      '+1234567', // shorter than E.164 allows
      '+1234567890123456', // longer
      '1234567890', // no prefix and not Algerian
      '+33 6 12 34 56 78 ext 9',
    ]) {
      expect(internationalPhone(stored), stored).toBeNull()
    }
  })
})

describe('whatsAppUrl and telHref', () => {
  it('link a stored number to WhatsApp and to a call in international form', () => {
    expect(whatsAppUrl('0555123456')).toBe('https://wa.me/213555123456')
    expect(telHref('0555 12 34 56')).toBe('tel:+213555123456')
  })

  it('call a number WhatsApp cannot take as stored, and link nothing without digits', () => {
    expect(whatsAppUrl('0212345678')).toBeNull()
    expect(telHref('0212345678')).toBe('tel:0212345678')
    expect(telHref('+1234567')).toBe('tel:+1234567')
    expect(whatsAppUrl('none')).toBeNull()
    expect(telHref('none')).toBeNull()
  })
})
