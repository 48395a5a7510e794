/**
 * Phone numbers as accounts store them (sign-up: `+?` and 10 to 15 digits; the admin's:
 * `0…` or `+213…`), turned into links: `tel:` to call, `wa.me` to write on WhatsApp.
 */

/** An Algerian mobile number after the country code: 5, 6 or 7, then 8 digits. */
const ALGERIAN_MOBILE = /^213[567]\d{8}$/

/** A number without the separators people type: spaces, dots, dashes, brackets. */
function compact(phone: string): string {
  return phone.trim().replace(/[\s.\-()]/g, '')
}

/**
 * The number in international form, digits only (`213555123456`), or null when it cannot be
 * read as one. Algerian numbers are read as mobiles (`0555123456`, `+213 555 12 34 56`,
 * `00213555123456`, `213555123456`), the only ones on WhatsApp; a number of another country
 * counts when written with its prefix (`+33612345678`, E.164: 8 to 15 digits).
 */
export function internationalPhone(phone: string): string | null {
  const number = compact(phone)
  let digits: string
  let prefixed = true
  if (number.startsWith('+')) digits = number.slice(1)
  else if (number.startsWith('00')) digits = number.slice(2)
  else if (/^0[567]\d{8}$/.test(number)) digits = `213${number.slice(1)}`
  else {
    digits = number
    prefixed = false
  }
  if (!/^[1-9]\d+$/.test(digits)) return null
  if (digits.startsWith('213') || !prefixed) return ALGERIAN_MOBILE.test(digits) ? digits : null
  return digits.length >= 8 && digits.length <= 15 ? digits : null
}

/** A WhatsApp chat with the number (`https://wa.me/213555123456`), or null when it has none. */
export function whatsAppUrl(phone: string): string | null {
  const digits = internationalPhone(phone)
  return digits ? `https://wa.me/${digits}` : null
}

/**
 * The `tel:` link to call the number: in international form when it reads as one, else as
 * stored without separators; null when it holds no digit at all.
 */
export function telHref(phone: string): string | null {
  const digits = internationalPhone(phone)
  if (digits) return `tel:+${digits}`
  const number = compact(phone)
  return /^\+?\d+$/.test(number) ? `tel:${number}` : null
}
