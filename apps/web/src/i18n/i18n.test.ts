import { describe, expect, it } from 'vitest'
import { en } from './en'
import { t } from './i18n'

describe('i18n', () => {
  it('reads texts from the active catalogue', () => {
    expect(t('shell.title')).toBe('Admin Panel')
    expect(t('login.error')).toBe('Invalid email or password.')
  })

  it('has no empty text in the English catalogue', () => {
    expect(Object.entries(en).filter(([, text]) => !text.trim())).toEqual([])
  })
})
