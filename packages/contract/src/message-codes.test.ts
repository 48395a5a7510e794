import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from './audit'
import {
  detailNames,
  isMessageCode,
  MESSAGE_CODES,
  messageText,
  paramsIn,
  readDetails,
  renderMessage,
  schemaCode,
  schemaMessage,
  withDetails,
} from './message-codes'
import { MESSAGES } from './messages'

const texts = Object.values(MESSAGES).flatMap((group) => Object.values(group) as string[])

describe('message codes', () => {
  it('gives every message its key path as its code, walked from MESSAGES', () => {
    const paths = Object.entries(MESSAGES).flatMap(([group, entries]) =>
      Object.keys(entries).map((key) => `${group}.${key}`),
    )
    expect(MESSAGE_CODES).toEqual(paths)
    expect(MESSAGE_CODES).toContain('login.invalid')
    expect(MESSAGE_CODES).toContain('user.selfBlock')
  })

  it('keeps MESSAGES two levels deep, every text unique, so a text names one code', () => {
    for (const group of Object.values(MESSAGES)) {
      for (const text of Object.values(group)) expect(typeof text).toBe('string')
    }
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('renders every code in English and reads the values of its placeholders back', () => {
    for (const code of MESSAGE_CODES) {
      const text = messageText(code)
      expect(renderMessage(code)).toBe(text)
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
      if (names.length === 0) continue
      const params = Object.fromEntries(names.map((name, i) => [name, `v${i}(x.y*)`]))
      const filled = renderMessage(code, params)
      expect(filled).not.toContain('{')
      expect(paramsIn(code, filled)).toEqual(params)
    }
  })

  it('fills placeholders and reads their values back by code', () => {
    const filled = renderMessage('product.bulkNotFound', { ids: '3, 4' })
    expect(filled).toBe('Products not found: 3, 4.')
    expect(paramsIn('product.bulkNotFound', filled)).toEqual({ ids: '3, 4' })
    expect(paramsIn('generic.tooLong', 'At most 255 characters')).toEqual({ max: '255' })
  })

  it("knows a schema's texts by code, exactly, as written or filled in by the schema", () => {
    for (const code of MESSAGE_CODES) expect(schemaCode(messageText(code))).toBe(code)
    const text = schemaMessage('generic.tooLong', { max: 42 })
    expect(schemaCode(text)).toBe('generic.tooLong')
    expect(schemaCode('At most 43 characters')).toBeUndefined()
  })

  it('knows nothing of texts and codes MESSAGES does not hold', () => {
    expect(schemaCode('Too small: expected number to be >=1')).toBeUndefined()
    expect(isMessageCode('login.invalid')).toBe(true)
    expect(isMessageCode('login.nope')).toBe(false)
    expect(isMessageCode(undefined)).toBe(false)
  })

  it('names audit actions entity.verb, each once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length)
    // A verb of several words is kebab-case (`user.two-factor-reset`).
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+\.[a-z]+(-[a-z]+)*$/)
  })

  describe('details by name', () => {
    const at = '2026-11-25T17:45:00.000Z'

    it("fills a message by name and lists the same values in its placeholders' order", () => {
      expect(withDetails('product.alreadyApproved', { at, name: 'Bilal' })).toEqual({
        message: `This product was already approved by Bilal at ${at}.`,
        details: ['Bilal', at],
      })
    })

    it('puts the extras a message declares after its placeholders', () => {
      expect(detailNames('product.claimed')).toEqual(['name', 'expiresAt'])
      expect(withDetails('product.claimed', { expiresAt: at, name: 'Amina' }).details).toEqual([
        'Amina',
        at,
      ])
    })

    it('reads the details back by name, whatever message carried them', () => {
      for (const code of ['product.alreadyRejected', 'product.claimed'] as const) {
        const values = Object.fromEntries(detailNames(code).map((n, i) => [n, `v${i}`]))
        const { details } = withDetails(code, values as never)
        expect(readDetails(code, details)).toEqual(values)
      }
      expect(readDetails('product.alreadyApproved', ['Bilal', at])).toEqual({ name: 'Bilal', at })
    })

    it('reads nothing when a value is missing or the message names none', () => {
      expect(readDetails('product.alreadyApproved', ['Bilal'])).toBeUndefined()
      expect(readDetails('product.alreadyApproved', ['', at])).toBeUndefined()
      expect(readDetails('product.alreadyApproved', undefined)).toBeUndefined()
      expect(readDetails('login.invalid', ['x'])).toBeUndefined()
    })
  })
})
