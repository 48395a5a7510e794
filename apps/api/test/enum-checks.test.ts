import { APPEAL_OUTCOMES, APPEAL_STATUSES, NOTIFICATION_KINDS } from '@rihla/contract/appeals'
import { CATEGORY_CODES } from '@rihla/contract/categories'
import { LANGS, ROLES } from '@rihla/contract/constants'
import { PRODUCT_STATUSES, REJECTION_REASONS } from '@rihla/contract/products'
import { PAIR_SIGNAL_KINDS, SIGNAL_KINDS } from '@rihla/contract/signals'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers'

const t = useTestApp()

/** Each CHECK constraint that restricts a column to a list, and the contract enum it mirrors. */
const ENUM_CHECKS: Record<string, readonly string[]> = {
  users_role_check: ROLES,
  subcategories_category_check: CATEGORY_CODES,
  products_category_check: CATEGORY_CODES,
  products_status_check: PRODUCT_STATUSES,
  product_signals_kind_check: SIGNAL_KINDS,
  signal_dismissals_kind_check: PAIR_SIGNAL_KINDS,
  products_rejection_reason_check: REJECTION_REASONS,
  users_lang_check: LANGS,
  appeals_status_check: APPEAL_STATUSES,
  appeals_outcome_check: APPEAL_OUTCOMES,
  notifications_kind_check: NOTIFICATION_KINDS,
}

/**
 * The migrated database's CHECK constraints that hold a list of values, with the values:
 * PostgreSQL (and PGlite) print `x in ('a', 'b')` back as `x = ANY (ARRAY['a'::text, 'b'::text])`.
 */
async function listChecks(): Promise<Map<string, string[]>> {
  const result = (await t.db.execute(sql`
    select c.conname as name, pg_get_constraintdef(c.oid) as def
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'c' and n.nspname = 'public'
  `)) as unknown as { rows: Array<{ name: string; def: string }> }
  const checks = new Map<string, string[]>()
  for (const { name, def } of result.rows) {
    if (!/=\s*ANY\s*\(\s*ARRAY\[/i.test(def)) continue
    const values = [...def.matchAll(/'((?:[^']|'')*)'::/g)].map((m) =>
      (m[1] ?? '').replaceAll("''", "'"),
    )
    checks.set(name, values)
  }
  return checks
}

describe("the database's CHECK constraints hold the contract's enums", () => {
  it('every list constraint in the database is one the contract names', async () => {
    const checks = await listChecks()
    expect([...checks.keys()].sort()).toEqual(Object.keys(ENUM_CHECKS).sort())
  })

  it.each(Object.entries(ENUM_CHECKS))(
    '%s allows exactly the contract values',
    async (name, values) => {
      const checks = await listChecks()
      expect([...(checks.get(name) ?? [])].sort()).toEqual([...values].sort())
    },
  )
})
