/** The English texts that have arrived. */
export const english: Record<string, string> = {}

/** Adds a part's texts; a part's module calls it once, when it loads. */
export function addEnglish(texts: Readonly<Record<string, string>>): void {
  Object.assign(english, texts)
}
