import { describe, expect, it } from 'vitest'
import { matchedRanges, searchWords } from './search-text'

const marked = (text: string, term: string) =>
  matchedRanges(text, term).map(([start, end]) => text.slice(start, end))

describe('matchedRanges', () => {
  it('marks the original words, accents, vowel marks and separators included', () => {
    expect(marked('Séjour en famille — Béjaïa', 'sejour bejaia')).toEqual(['Séjour', 'Béjaïa'])
    expect(marked('فُندُق الأمير', 'فندق الامير')).toEqual(['فُندُق', 'الأمير'])
    expect(marked('Tél. +213 555 12 34 56', '0555123456')).toEqual(['+213 555 12 34 56'])
    expect(marked('Œuvre', 'oeuv')).toEqual(['Œuv'])
  })

  it('merges overlapping words and marks nothing when nothing matches', () => {
    expect(marked('Villa Villas', 'vill villa')).toEqual(['Villa', 'Villa'])
    expect(marked('Casbah', 'oran')).toEqual([])
  })

  it("marks the vocabulary's other forms of a word, in either script", () => {
    expect(marked('Villa Zeralda', 'فيلا')).toEqual(['Villa'])
    expect(marked('فيلا فاخرة', 'villas')).toEqual(['فيلا'])
    expect(marked('Grand Hôtel', 'الفندق')).toEqual(['Hôtel'])
  })
})

describe('searchWords', () => {
  it('normalizes, splits and drops repeats', () => {
    expect(searchWords('  Séjour  SEJOUR  Oran ')).toEqual(['sejour', 'oran'])
  })
})
