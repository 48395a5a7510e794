/**
 * How to fetch page `page` of `total` rows: pages in the second half are read from the other
 * end of the index (reversed order, smaller offset) and flipped back, so the last page costs
 * what the first does. `reverse` tells the caller to invert its ORDER BY and the rows.
 */
export function pageWindow(total: number, page: number, limit: number) {
  const offset = (page - 1) * limit
  if (offset >= total || offset < total / 2) return { reverse: false, offset, limit }
  const end = Math.min(total, offset + limit)
  return { reverse: true, offset: total - end, limit: end - offset }
}
