import { MESSAGES } from './messages'

type Messages = typeof MESSAGES
type Group = keyof Messages & string

/** A message's stable code: its key path in MESSAGES, e.g. `login.invalid`. */
export type MessageCode = { [G in Group]: `${G}.${keyof Messages[G] & string}` }[Group]
export type MessageParams = Record<string, string | number>

const PLACEHOLDER = /\{(\w+)\}/g
const texts: Record<string, Record<string, string>> = MESSAGES

/** Every message code, in the order of MESSAGES. */
export const MESSAGE_CODES = Object.entries(texts).flatMap(([group, entries]) =>
  Object.keys(entries).map((key) => `${group}.${key}`),
) as [MessageCode, ...MessageCode[]]

const known = new Set<string>(MESSAGE_CODES)

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && known.has(value)
}

/** The English template of a code, as written in MESSAGES. */
export function messageText(code: MessageCode): string {
  const [group = '', key = ''] = code.split('.')
  return texts[group]?.[key] ?? code
}

/** Replaces each `{name}` of a text by `params[name]` (unknown names are left as they are). */
export function fillPlaceholders(text: string, params: MessageParams): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** A code in English, its placeholders filled: the `message` of an error answer. */
export function renderMessage(code: MessageCode, params: MessageParams = {}): string {
  return fillPlaceholders(messageText(code), params)
}

// zod issues carry only their text, so the texts the schemas show are known by text as well.
const schemaTexts = new Map<string, MessageCode>(MESSAGE_CODES.map((c) => [messageText(c), c]))

/** A text a schema shows (validation rule), filled with fixed values and known by its code. */
export function schemaMessage(code: MessageCode, params: MessageParams): string {
  const text = renderMessage(code, params)
  schemaTexts.set(text, code)
  return text
}

/** The code of a schema's validation text (exact text only); undefined for zod's own wording. */
export function schemaCode(text: string): MessageCode | undefined {
  return schemaTexts.get(text)
}

/** The values of a code's placeholders in its English rendering, for other languages. */
export function paramsIn(code: MessageCode, text: string): Record<string, string> {
  const template = messageText(code)
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
  if (names.length === 0) return {}
  const source = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '(.+?)'))
    .join('')
  const match = new RegExp(`^${source}$`, 's').exec(text)
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) : {}
}

type TextOf<C extends MessageCode> = C extends `${infer G extends Group}.${infer K}`
  ? K extends keyof Messages[G]
    ? Messages[G][K]
    : never
  : never
type Placeholders<T> = T extends `${string}{${infer N}}${infer R}` ? N | Placeholders<R> : never

// The wire keeps `details: string[]` (the seed's shape): values beyond the placeholders.
const DETAIL_EXTRAS = {
  'product.claimed': ['expiresAt'],
} as const satisfies Partial<Record<MessageCode, readonly string[]>>

/** The named values of a message's `details`: its placeholders, and its extras if any. */
export type DetailValues<C extends MessageCode> = Record<
  | Placeholders<TextOf<C>>
  | (C extends keyof typeof DETAIL_EXTRAS ? (typeof DETAIL_EXTRAS)[C][number] : never),
  string
>

/** The names a message's `details` list, in wire order: its placeholders, then its extras. */
export function detailNames(code: MessageCode): readonly string[] {
  const extras: readonly string[] =
    (DETAIL_EXTRAS as Partial<Record<string, readonly string[]>>)[code] ?? []
  return [...[...messageText(code).matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''), ...extras]
}

/** A message filled by name, and the `details` that carry the same values to the client. */
export function withDetails<C extends MessageCode>(
  code: C,
  values: DetailValues<C>,
): { message: string; details: string[] } {
  const named: Record<string, string> = values
  return {
    message: renderMessage(code, named),
    details: detailNames(code).map((name) => named[name] ?? ''),
  }
}

/** An error's `details` read back by name (see `withDetails`); undefined when one is missing. */
export function readDetails<C extends MessageCode>(
  code: C,
  details: readonly string[] | undefined,
): DetailValues<C> | undefined {
  const names = detailNames(code)
  const values = names.map((name, i) => [name, details?.[i]] as const)
  if (names.length === 0 || values.some(([, value]) => !value)) return undefined
  // Every name of DetailValues<C> is in `names` (placeholders and extras), each with a value.
  return Object.fromEntries(values) as DetailValues<C>
}
