import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadLocale, useLocaleStore } from '@/i18n/i18n'
import { request } from './api-client'
import { downloadCsv } from './download'

vi.mock('./api-client', () => ({ request: vi.fn() }))
const requestMock = vi.mocked(request)

describe('CSV downloads', () => {
  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
    vi.restoreAllMocks()
  })

  it.each(['en', 'fr', 'ar'] as const)(
    'ask for headers and values in the language on screen (%s)',
    async (locale) => {
      await loadLocale(locale)
      useLocaleStore.getState().setLocale(locale)
      requestMock.mockResolvedValue({ data: '\uFEFFID\r\n', headers: new Headers() } as never)
      Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:x' })
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
      await downloadCsv('/users/export.csv', { search: 'amina' }, 'users.csv')
      expect(requestMock).toHaveBeenLastCalledWith('/users/export.csv', {
        query: { search: 'amina', lang: locale },
        headers: { Accept: 'text/csv' },
      })
    },
  )
})
