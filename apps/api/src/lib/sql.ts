/** Escapes LIKE wildcards so a search for `50%` looks for those characters, not a pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
