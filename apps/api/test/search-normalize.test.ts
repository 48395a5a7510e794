// The search normalization is written twice: in SQL (search_normalize, migration 0010), which
// computes the stored documents, and in TypeScript (contract search-text.ts), which computes the
// typed term and the highlights. Both run here on the same table, so they cannot drift.
import { normalizeSearchText, SEARCH_FOLD } from '@rihla/contract/search-text'
import { SEARCH_VOCABULARY } from '@rihla/contract/search-vocabulary'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema'
import { searchCondition } from '../src/lib/search'
import { productSearch } from '../src/modules/products/products-repository'
import { createSubcategory } from './factories'
import { useTestApp } from './helpers'

const t = useTestApp()

/** Every input through the database's function, in one query. */
async function normalizedBySql(inputs: string[]): Promise<string[]> {
  const result = (await t.db.execute(
    sql`select search_normalize(x) as n
      from jsonb_array_elements_text(${JSON.stringify(inputs)}::jsonb) with ordinality as u(x, i) order by i`,
  )) as unknown as { rows: Array<{ n: string }> }
  return result.rows.map((r) => r.n)
}

/** [what is typed or stored, what search compares] */
const PAIRS: Array<[string, string]> = [
  // case, French accents and ligatures
  ['Séjour', 'sejour'],
  ['SÉJOUR À ORAN', 'sejour a oran'],
  ['Œuvre', 'oeuvre'],
  ['cœur', 'coeur'],
  ['Ça', 'ca'],
  ['Béjaïa', 'bejaia'],
  ['Naâma', 'naama'],
  ['Ex æquo', 'ex aequo'],
  // Arabic: vowel marks and tatweel removed, letter forms folded
  ['فُندُق', 'فندق'],
  ['فَنْدَقٌ', 'فندق'],
  ['فنــــدق', 'فندق'],
  ['أحمد', 'احمد'],
  ['إسلام', 'اسلام'],
  ['آمال', 'امال'],
  ['ٱلمدينة', 'المدينه'],
  ['مستشفى', 'مستشفي'],
  ['رحلة', 'رحله'],
  ['مؤسسة', 'موسسه'],
  ['رئيس', 'رييس'],
  ['الأغواط', 'الاغواط'],
  // digits and phone numbers
  ['٠٥٥٥١٢٣٤٥٦', '0555123456'],
  ['۰۵۵۵ ۱۲', '055512'],
  ['0555 12 34 56', '0555123456'],
  ['0555.12.34.56', '0555123456'],
  ['0555-12-34-56', '0555123456'],
  ['+213555123456', '0555123456'],
  ['+213 555 12 34 56', '0555123456'],
  ['Tél : +213 (0)', 'tel : +213 (0)'],
  ['Kabylie 1999', 'kabylie 1999'],
  ['a1+2135', 'a1+2135'],
  // spaces
  ['  Villa\u00a0\t Oran  ', 'villa oran'],
  ['', ''],
]

describe('search normalization, the same in SQL and TypeScript', () => {
  it.each(PAIRS)('%j becomes %j', async (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected)
    expect(await normalizedBySql([input])).toEqual([expected])
  })

  it('every folded character gives the same text on both sides, alone and between letters', async () => {
    const inputs = Object.keys(SEARCH_FOLD).flatMap((c) => [c, `x${c}y`, `1${c}2`])
    const latin = Array.from({ length: 0x250 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i))
    const arabic = Array.from({ length: 0x700 - 0x600 }, (_, i) => String.fromCharCode(0x600 + i))
    inputs.push(latin.join(''), arabic.join(' '), `ب${arabic.join('ب')}`)
    inputs.push('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abc-def 1-2 3.4 +2135 x+2134 ĀŁ Ωμ 中文 한국 🙂')
    expect(await normalizedBySql(inputs)).toEqual(inputs.map(normalizeSearchText))
  })
})

/**
 * [what staff type, what a listing says]: the contract's vocabulary finds a listing written in
 * the other script, either way round, whatever the article, plural or accents.
 */
const VOCABULARY: Array<[string, string]> = [
  ['فيلا', 'Villa Zeralda vue mer'],
  ['Villa', 'فيلا فاخرة في زرالدة'],
  ['villas', 'الفيلا الكبيرة'],
  ['الفيلا', 'Belle villa F5'],
  ['شقة', 'Appartement F3 centre'],
  ['apartment', 'شقة مفروشة للكراء'],
  ['Hôtel', 'فندق الأمير'],
  ['فُندُق', 'Grand Hotel Oran'],
  ['مطعم', 'Restaurant El Bahdja'],
  ['restaurant', 'مطعم السمك'],
  ['Omra', 'عمرة رمضان 2026'],
  ['عمرة', 'Umrah package 15 jours'],
  ['الحج', 'Hadj 2026 formule complète'],
  ['hajj', 'الحج المبرور'],
  ['رحلة', 'Voyage organisé à Djanet'],
  ['voyage', 'رحلة إلى تيميمون'],
  ['piscine', 'Villa with pool'],
  ['مسبح', 'Studio avec piscine'],
  ['plage', 'شاطئ سيدي فرج'],
  ['شاطئ', 'Chalet près de la plage'],
  ['studio', 'استوديو صغير'],
  ['désert', 'رحلة الصحراء'],
]

describe('the vocabulary of listings, across scripts', () => {
  let rows: Map<string, number>
  beforeAll(async () => {
    const sub = await createSubcategory(t, 'C')
    const inserted = await t.db
      .insert(products)
      .values(
        [...new Set(VOCABULARY.map(([, stored]) => stored))].map((title) => ({
          title,
          price: 100,
          // Neither the location nor the wilaya (Tamanrasset) names any word of the table.
          location: 'Qsar',
          wilaya: 11,
          category: 'C' as const,
          subcategoryId: sub.id,
          description: 'x',
        })),
      )
      .returning({ id: products.id, title: products.title })
    rows = new Map(inserted.map((row) => [row.title, row.id]))
  })

  it.each(VOCABULARY)('%j finds %j', async (typed, stored) => {
    const found = await t.db
      .select({ id: products.id })
      .from(products)
      .where(searchCondition(productSearch, typed))
    expect(found.map((row) => row.id)).toContain(rows.get(stored))
  })

  it('finds nothing of a group for a word outside the vocabulary', async () => {
    const found = await t.db
      .select({ title: products.title })
      .from(products)
      .where(searchCondition(productSearch, 'chalet'))
    expect(found.map((row) => row.title)).toEqual(['Chalet près de la plage'])
  })

  it('holds each normalized form in one group only, with no space in it', () => {
    const groups = SEARCH_VOCABULARY.map((group) => [...new Set(group.map(normalizeSearchText))])
    const forms = groups.flat()
    expect(forms.filter((form) => form.length === 0 || form.includes(' '))).toEqual([])
    // A form in two groups would join them: each names one thing.
    expect(forms.length).toBe(new Set(forms).size)
  })
})
