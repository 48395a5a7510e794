import { MESSAGES } from './messages'

type Messages = typeof MESSAGES
type Group = keyof Messages & string

/** A message's stable code: its key path in MESSAGES, e.g. `login.invalid`. */
export type MessageCode = { [G in Group]: `${G}.${keyof Messages[G] & string}` }[Group]

/** Any text of MESSAGES, exactly as written there (placeholders unfilled). */
export type MessageText = { [G in Group]: Messages[G][keyof Messages[G]] }[Group]

declare const filled: unique symbol
/** A MESSAGES text with its `{placeholders}` filled in by `fillMessage`. */
export type FilledMessage = string & { readonly [filled]: true }

/** What an error may say: a text of MESSAGES, as written or filled in. */
export type ContractMessage = MessageText | FilledMessage

const PLACEHOLDER = /\{(\w+)\}/g

type Entry = { code: MessageCode; text: string; pattern?: RegExp; names: string[] }

/** Every message once, walked from MESSAGES, so a text added there needs nothing more here. */
const ENTRIES: readonly Entry[] = Object.entries(MESSAGES).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]): Entry => {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')
    // The code is built from MESSAGES' own keys, so it is one of MessageCode by construction.
    const code = `${group}.${key}` as MessageCode
    return { code, text, names, ...(names.length > 0 ? { pattern: patternOf(text) } : {}) }
  }),
)

function patternOf(template: string): RegExp {
  const parts = template.split(PLACEHOLDER)
  // split() with a capture group alternates literal text and placeholder names.
  const source = parts
    .map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '(.+?)'))
    .join('')
  return new RegExp(`^${source}$`, 's')
}

/** Every message code, in the order of MESSAGES. */
export const MESSAGE_CODES = ENTRIES.map((e) => e.code) as [MessageCode, ...MessageCode[]]

const byCode = new Map(ENTRIES.map((e) => [e.code as string, e]))
const byText = new Map<string, Entry>()
for (const entry of ENTRIES) if (!byText.has(entry.text)) byText.set(entry.text, entry)
const templates = ENTRIES.filter((e) => e.pattern)

/** Whether `value` is a code of MESSAGES. */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && byCode.has(value)
}

/** The English text of a code, as written in MESSAGES. */
export function messageText(code: MessageCode): string {
  return byCode.get(code)?.text ?? code
}

/**
 * The code of an English text of MESSAGES, as written or filled in ("Products not found:
 * 3, 4." is `product.bulkNotFound`), with the values of its placeholders; undefined for a
 * text MESSAGES does not hold.
 */
export function matchMessage(
  text: string,
): { code: MessageCode; params: Record<string, string> } | undefined {
  const exact = byText.get(text)
  if (exact) return { code: exact.code, params: {} }
  for (const entry of templates) {
    const match = entry.pattern?.exec(text)
    if (match) {
      const params = Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1] ?? '']))
      return { code: entry.code, params }
    }
  }
  return undefined
}

/** The code of an English text of MESSAGES (see `matchMessage`). */
export function messageCode(text: string): MessageCode | undefined {
  return matchMessage(text)?.code
}

/** Replaces each `{name}` of a text by `params[name]` (unknown names are left as they are). */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/**
 * A MESSAGES text with its placeholders filled; its code stays the template's.
 * @example fillMessage(MESSAGES.product.bulkNotFound, { ids: '3, 4' }) // "Products not found: 3, 4."
 */
export function fillMessage(
  template: MessageText,
  params: Record<string, string | number>,
): FilledMessage {
  // The brand records that the text came from a MESSAGES template, which matchMessage finds.
  return fillPlaceholders(template, params) as FilledMessage
}

type TextOf<C extends MessageCode> = C extends `${infer G extends Group}.${infer K}`
  ? K extends keyof Messages[G]
    ? Messages[G][K]
    : never
  : never
type Placeholders<T> = T extends `${string}{${infer N}}${infer R}` ? N | Placeholders<R> : never

/**
 * Values an error's `details` carry beyond its text's placeholders. The wire keeps
 * `details: string[]` (the seed's shape), so their order is fixed here, once.
 */
const DETAIL_EXTRAS = {
  // Until when the other moderator's claim holds.
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
  return [...(byCode.get(code)?.names ?? []), ...extras]
}

/**
 * A message filled by name, and the `details` that carry the same values to the client: the
 * only place the positions are chosen (`readDetails` reads them back).
 * @example withDetails('product.claimed', { name: 'Amina', expiresAt }) // details: ['Amina', expiresAt]
 */
export function withDetails<C extends MessageCode>(
  code: C,
  values: DetailValues<C>,
): { message: FilledMessage; details: string[] } {
  const named: Record<string, string> = values
  return {
    message: fillMessage(messageText(code) as MessageText, named),
    details: detailNames(code).map((name) => named[name] ?? ''),
  }
}

/**
 * An error's `details` read back by name (see `withDetails`); undefined when one is missing.
 * @example readDetails('product.alreadyApproved', error.details)?.name
 */
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
