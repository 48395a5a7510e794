import { LANGS, type Lang } from '@rihla/contract/constants'
import type { MessageCode } from '@rihla/contract/message-codes'
import { useCallback } from 'react'
import { create } from 'zustand'
import type { Catalogue, MessageKey } from './en'
import './english/first'
import { english as englishTexts } from './english/registry'

/** Languages with a catalogue. English is the default and keeps the seed's texts. */
export const LOCALES = LANGS
export type Locale = Lang

/** The localStorage key of the chosen language (values `en`, `fr`, `ar`). */
export const LOCALE_STORAGE_KEY = 'locale'

/**
 * A language's texts: its catalogue and its wording of the contract's messages, found by
 * their English text (`message`) or by the code a server error carries (`error`).
 */
type Bundle = {
  /** English has the parts that have arrived (english/registry.ts); the others are whole. */
  catalogue: Partial<Catalogue>
  message: (text: string) => string
  error: (code: MessageCode, text: string) => string
}

/** English is the server's own wording: its texts are shown as they came. */
const english: Bundle = {
  catalogue: englishTexts as Partial<Catalogue>,
  message: (text) => text,
  error: (_code, text) => text,
}

/** English ships in parts, each with the code that shows it (english/registry.ts, decision 030). */
const bundles: Partial<Record<Locale, Bundle>> = { en: english }

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Bundle>> = {
  fr: async () => {
    const [{ fr }, { translateCode, translateServerMessage }] = await Promise.all([
      import('./fr'),
      import('./messages'),
    ])
    return {
      catalogue: fr,
      message: (text) => translateServerMessage(text, 'fr'),
      error: (code, text) => translateCode(code, text, 'fr'),
    }
  },
  ar: async () => {
    const [{ ar }, { translateCode, translateServerMessage }] = await Promise.all([
      import('./ar'),
      import('./messages'),
    ])
    return {
      catalogue: ar,
      message: (text) => translateServerMessage(text, 'ar'),
      error: (code, text) => translateCode(code, text, 'ar'),
    }
  },
}

/** Fetches a language's texts once; resolves at once for English or a language already here. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || bundles[locale]) return
  bundles[locale] = await loaders[locale]()
}

/** The texts of `locale`, or English until they have arrived. */
const bundleOf = (locale: Locale): Bundle => bundles[locale] ?? english

const directions: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', fr: 'ltr', ar: 'rtl' }

/** The language of data names (wilayas, categories, subcategories): the chosen one. */
const nameLanguages: Record<Locale, Lang> = { en: 'en', fr: 'fr', ar: 'ar' }

type Params = Record<string, string | number>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The stored choice, or English; storage that throws (private mode) counts as no choice. */
export function readStoredLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLocale(stored) ? stored : 'en'
  } catch {
    return 'en'
  }
}

function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

function applyToDocument(locale: Locale): void {
  // The whole layout uses logical properties, so flipping `dir` is all RTL needs.
  document.documentElement.lang = locale
  document.documentElement.dir = directions[locale]
}

type LocaleState = {
  locale: Locale
  setLocale: (locale: Locale) => void
}

// Read before the first render (this module loads with the app), so nothing flashes in English.
const initialLocale = readStoredLocale()
applyToDocument(initialLocale)

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: initialLocale,
  setLocale: (locale) => {
    storeLocale(locale)
    const apply = () => {
      applyToDocument(locale)
      set({ locale })
    }
    // Switch once the texts are here, so the page never shows half one language.
    if (bundles[locale]) apply()
    else loadLocale(locale).then(apply, () => {})
  },
}))

function translate(locale: Locale, key: MessageKey, params?: Params): string {
  // The key itself only if a screen forgot to import its English part (a test prevents it).
  const text = bundleOf(locale).catalogue[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match))
}

/** The active locale, for Intl formats; components re-render when it changes. */
export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale)
}

/** The writing direction of the active locale. */
export function useDirection(): 'ltr' | 'rtl' {
  return directions[useLocale()]
}

/** The `lang=` to ask the API for names (wilayas, subcategories) in the active locale. */
export function nameLanguage(locale: Locale): Lang {
  return nameLanguages[locale]
}

/**
 * The language data names are shown in; include it in query keys of answers that depend on it.
 * @example const wilayas = useWilayas(useNameLanguage())
 */
export function useNameLanguage(): Lang {
  return nameLanguages[useLocale()]
}

/** Translates outside React (the API client, for instance) with the active locale. */
export function t(key: MessageKey, params?: Params): string {
  return translate(useLocaleStore.getState().locale, key, params)
}

/**
 * Returns `t` bound to the active locale; components re-render when it changes.
 * @example const t = useT(); <h1>{t('dashboard.title')}</h1>
 */
export function useT(): (key: MessageKey, params?: Params) => string {
  const locale = useLocaleStore((state) => state.locale)
  return useCallback((key, params) => translate(locale, key, params), [locale])
}

/** A validation or server message of the contract (English), in the active locale. */
export function localizeMessage(text: string): string {
  return bundleOf(useLocaleStore.getState().locale).message(text)
}

/**
 * A server error in the active locale: the text of its code (`login.invalid`), or, from a
 * server that sent no code, its English text looked up as `localizeMessage` does.
 */
export function localizeServerError(message: string, code: MessageCode | undefined): string {
  const bundle = bundleOf(useLocaleStore.getState().locale)
  return code ? bundle.error(code, message) : bundle.message(message)
}

/** Shows a contract message in the active locale; texts it does not know come back as they are. */
export function useLocalizeMessage(): (text: string) => string {
  const locale = useLocaleStore((state) => state.locale)
  return useCallback((text) => bundleOf(locale).message(text), [locale])
}
