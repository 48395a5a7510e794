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
