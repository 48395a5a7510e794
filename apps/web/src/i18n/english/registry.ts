/**
 * The English texts that have arrived. English ships in parts (decision 030): `first.ts` with
 * the entry, `shell.ts` with the signed-in frame, `screens.ts` with what two or more signed-in
 * screens share, and one part per screen with its route chunk. A part adds itself here when
 * its module runs, which is before the screen importing it renders. Which module imports which
 * part is checked by english-parts.test.ts.
 */
export const english: Record<string, string> = {}

/** Adds a part's texts; a part's module calls it once, when it loads. */
export function addEnglish(texts: Readonly<Record<string, string>>): void {
  Object.assign(english, texts)
}
