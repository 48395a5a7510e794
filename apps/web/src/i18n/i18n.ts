import { useCallback } from 'react'
import { create } from 'zustand'
import { type Catalogue, en, type MessageKey } from './en'

/** Languages with a catalogue; add 'fr' and 'ar' here with their catalogues. */
export type Locale = 'en'

const catalogues: Record<Locale, Catalogue> = { en }

const directions: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr' }

type Params = Record<string, string | number>

type LocaleState = {
  locale: Locale
  setLocale: (locale: Locale) => void
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: 'en',
  setLocale: (locale) => {
    // The whole layout uses logical properties, so flipping `dir` is all RTL needs.
    document.documentElement.lang = locale
    document.documentElement.dir = directions[locale]
    set({ locale })
  },
}))

function translate(locale: Locale, key: MessageKey, params?: Params): string {
  const text = catalogues[locale][key]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match))
}

/** The active locale, for Intl formats; components re-render when it changes. */
export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale)
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
