import { matchedRanges } from '@rihla/contract/search-text'
import type { ReactNode } from 'react'

/**
 * `text` with the words of `term` marked as the server finds them (decision 018), slices of the
 * original text, so either direction reads as written.
 */
export function Highlighted({ text, term }: { text: string; term: string }) {
  const ranges = matchedRanges(text, term)
  if (ranges.length === 0) return text
  const parts: ReactNode[] = []
  let at = 0
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-200/70 text-inherit">
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}
