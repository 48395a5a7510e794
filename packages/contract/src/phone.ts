/**
 * Phone numbers in the one form accounts store (issue 29): `+`, the country code, the number
 * (E.164), whatever form was typed. An Algerian national number (`0` and nine digits) takes
 * +213; a leading `00` becomes `+`; digits alone already start with their country code.
 * Separators (spaces, dots, dashes, brackets) are dropped. Migration 0024 did the same to the
 * rows stored before.
 * @example normalizePhone('0555 12 34 56') // '+213555123456'
 */
export function normalizePhone(phone: string): string {
  const number = phone.trim().replace(/[\s.\-()]/g, '')
  if (/^0[1-9]\d{8}$/.test(number)) return `+213${number.slice(1)}`
  if (/^00[1-9]\d+$/.test(number)) return `+${number.slice(2)}`
  if (/^[1-9]\d+$/.test(number)) return `+${number}`
  return number
}
