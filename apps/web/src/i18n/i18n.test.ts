import { MESSAGES } from '@rihla/contract/messages'
// The schema whose name field shows "At most 100 characters", known to the lookup once loaded.
import '@rihla/contract/subcategories'
import { afterEach, describe, expect, it } from 'vitest'
import { ar } from './ar'
import { en } from './en'
import { fr } from './fr'
import { LOCALE_STORAGE_KEY, localizeMessage, readStoredLocale, t, useLocaleStore } from './i18n'
import { messagesAr, messagesFr } from './messages'

const catalogues = { en, fr, ar } as const
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

/** Every key of a nested message table, as "group.key". */
const messageKeys = (table: object) =>
  Object.entries(table)
    .flatMap(([group, texts]) => Object.keys(texts as object).map((key) => `${group}.${key}`))
    .sort()

afterEach(() => {
  useLocaleStore.getState().setLocale('en')
  window.localStorage.clear()
})

describe('i18n', () => {
  it('reads texts from the active catalogue', () => {
    expect(t('shell.title')).toBe('Admin Panel')
    expect(t('login.error')).toBe('Invalid email or password.')
  })

  it.each(['fr', 'ar'] as const)('has exactly the English keys in the %s catalogue', (locale) => {
    const keys = Object.keys(catalogues[locale]).sort()
    const english = Object.keys(en).sort()
    expect(english.filter((key) => !keys.includes(key))).toEqual([])
    expect(keys.filter((key) => !english.includes(key))).toEqual([])
  })

  it.each(['fr', 'ar'] as const)('uses the same {placeholders} as English in %s', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale]
    const differing = Object.entries(en)
      .filter(
        ([key, text]) => placeholders(text).join() !== placeholders(catalogue[key] ?? '').join(),
      )
      .map(([key]) => key)
    expect(differing).toEqual([])
  })

  it.each(['en', 'fr', 'ar'] as const)('has no empty text in the %s catalogue', (locale) => {
    expect(Object.entries(catalogues[locale]).filter(([, text]) => !text.trim())).toEqual([])
  })

  it('translates every message of the contract, and nothing else', () => {
    expect(messageKeys(messagesFr)).toEqual(messageKeys(MESSAGES))
    expect(messageKeys(messagesAr)).toEqual(messageKeys(MESSAGES))
  })

  it('switches language, direction and the stored choice together', () => {
    useLocaleStore.getState().setLocale('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar')
    expect(t('nav.users')).toBe('المستخدمون')

    useLocaleStore.getState().setLocale('fr')
    expect(document.documentElement.dir).toBe('ltr')
    expect(t('pager.page', { page: 2, total: 5 })).toBe('Page 2 sur 5')
  })

  it('starts in the stored language, and in English when the stored value is unknown', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr')
    expect(readStoredLocale()).toBe('fr')
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'de')
    expect(readStoredLocale()).toBe('en')
  })

  it('shows the contract messages in the active language, by their English text', () => {
    expect(localizeMessage(MESSAGES.subcategory.nameFr)).toBe(MESSAGES.subcategory.nameFr)
    useLocaleStore.getState().setLocale('fr')
    expect(localizeMessage(MESSAGES.subcategory.nameFr)).toBe('Le nom français est obligatoire')
    expect(localizeMessage('At most 100 characters')).toBe('100 caractères au maximum')
    useLocaleStore.getState().setLocale('ar')
    expect(localizeMessage(MESSAGES.login.invalid)).toBe(messagesAr.login.invalid)
    expect(localizeMessage('A message nobody knows')).toBe('A message nobody knows')
  })
})
