import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { storage } from '@/lib/storage'
import { buildSubcategory } from '@/testing/catalogue-factories'
import { jsonResponse, pagedAnswer, stubFetch } from '@/testing/mock-fetch'
import { renderRoutes } from '@/testing/render'
import { AddSubcategoryForm } from './add-subcategory-form'
import { SubcategoriesList } from './subcategories-list'

/** A server that names each subcategory in the `lang` it is asked for. */
function serveNamed() {
  return stubFetch((request) => {
    const lang = request.query.get('lang')
    const rows = [
      buildSubcategory(1),
      buildSubcategory(2, { nameFr: ' ' }),
      buildSubcategory(3, { nameEn: '', category: 'C' }),
    ].map((row) => ({
      ...row,
      name: lang === 'fr' ? row.nameFr : lang === 'en' ? row.nameEn : row.nameAr,
    }))
    return jsonResponse(200, pagedAnswer(rows, request.query))
  })
}

describe('subcategories in three languages', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storage.set('token', 'access')
    storage.set('role', 'admin')
  })

  afterEach(() => {
    useLocaleStore.getState().setLocale('en')
  })

  it('asks for French names in French and shows French category labels', async () => {
    useLocaleStore.getState().setLocale('fr')
    const calls = serveNamed()
    renderRoutes([{ path: '/', element: <SubcategoriesList /> }])
    expect(await screen.findByRole('link', { name: 'Catégorie 1' })).toBeInTheDocument()
    expect(screen.getAllByText('Hajj et Omra')).not.toHaveLength(0)
    expect(screen.getByText('Location de maisons')).toBeInTheDocument()
    expect(calls[0]?.query.get('lang')).toBe('fr')
  })

  it('asks for English names in English, and marks names missing in a language', async () => {
    const calls = serveNamed()
    renderRoutes([{ path: '/', element: <SubcategoriesList /> }])
    const row2 = (await screen.findByRole('link', { name: 'Category 2' })).closest('tr')
    expect(calls[0]?.query.get('lang')).toBe('en')
    expect(screen.getAllByText('Hajj and Umrah')).not.toHaveLength(0)
    expect(screen.getByText('House rentals')).toBeInTheDocument()
    expect(within(row2 as HTMLElement).getByText('missing: fr')).toBeInTheDocument()
    expect(within(row2 as HTMLElement).getByTitle('No French name')).toBeInTheDocument()
    // Row 3 has no English name: the server's empty name, marked missing.
    const row3 = screen.getByText('missing: en').closest('tr')
    expect(within(row3 as HTMLElement).getByText('3')).toBeInTheDocument()
    const row1 = screen.getByRole('link', { name: 'Category 1' }).closest('tr')
    expect(within(row1 as HTMLElement).queryByText(/missing/)).not.toBeInTheDocument()
  })

  it('marks missing names in Arabic too', async () => {
    useLocaleStore.getState().setLocale('ar')
    serveNamed()
    renderRoutes([{ path: '/', element: <SubcategoriesList /> }])
    expect(await screen.findByText('ناقص: fr')).toBeInTheDocument()
    expect(screen.getByTitle('لا يوجد اسم بـالفرنسية')).toBeInTheDocument()
  })

  it('shows the three name fields and their validation messages in French', async () => {
    useLocaleStore.getState().setLocale('fr')
    const calls = stubFetch(() => jsonResponse(201, buildSubcategory(9)))
    renderRoutes([{ path: '/', element: <AddSubcategoryForm onAdded={vi.fn()} /> }])
    const user = userEvent.setup()
    const arabic = screen.getByLabelText('Nom en arabe')
    expect(arabic).toHaveAttribute('dir', 'rtl')
    expect(arabic).toHaveAttribute('lang', 'ar')
    expect(screen.getByLabelText('Nom en français')).toBeInTheDocument()
    expect(screen.getByLabelText('Nom en anglais')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ajouter la sous-catégorie' }))
    expect(await screen.findByText('Le nom arabe est obligatoire')).toBeInTheDocument()
    expect(screen.getByText('Le nom français est obligatoire')).toBeInTheDocument()
    expect(screen.getByText('Le nom anglais est obligatoire')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })
})
