import type { Lang } from '@rihla/contract/constants'
import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { wilayas } from '../../db/schema'

const nameColumn = { ar: wilayas.nameAr, fr: wilayas.nameFr, en: wilayas.nameEn }

/** The 58 wilayas with their names in one language, by number. */
export function listWilayas(db: DbOrTx, lang: Lang) {
  return db
    .select({ number: wilayas.number, name: nameColumn[lang] })
    .from(wilayas)
    .orderBy(asc(wilayas.number))
}
