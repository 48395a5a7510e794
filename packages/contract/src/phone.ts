import { z } from 'zod'
import { MESSAGES } from './messages'

/** What people type between digits, dropped before a number is read. */
const SEPARATORS = /[\s.\-()]/g

/**
 * Phone numbers in the one form accounts store: `+`, the country code, the number
 * (E.164), whatever form was typed. An Algerian national number (`0` and nine digits) takes
 * +213; a leading `00` becomes `+`; digits alone already start with their country code.
 * Separators (spaces, dots, dashes, brackets) are dropped. Migration 0024 did the same to the
 * rows stored before.
 * @example normalizePhone('0555 12 34 56') // '+213555123456'
 */
export function normalizePhone(phone: string): string {
  const number = phone.trim().replace(SEPARATORS, '')
  if (/^0[1-9]\d{8}$/.test(number)) return `+213${number.slice(1)}`
  if (/^00[1-9]\d+$/.test(number)) return `+${number.slice(2)}`
  if (/^[1-9]\d+$/.test(number)) return `+${number}`
  return number
}

/** The seed's sign-up rule: an optional plus sign, then 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/

/**
 * A phone number, one rule for every form that takes one (sign-up and the admin's phone,
 * row 143 of the seed deviations): separators dropped, then the seed's sign-up rule (its message), then stored in
 * the one form (`normalizePhone`). `required` is the message for a blank field, where the form
 * has one (the admin's phone: "Phone number is required").
 */
export function phoneNumberSchema(required?: string) {
  const invalid = MESSAGES.signup.phone
  const text = z.string({ error: required ?? invalid }).trim()
  return (required === undefined ? text : text.min(1, { error: required }))
    .max(32, { error: invalid })
    .transform((phone) => phone.replace(SEPARATORS, ''))
    .refine((phone) => PHONE_PATTERN.test(phone), { error: invalid })
    .transform(normalizePhone)
}
