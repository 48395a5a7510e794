// The compiled row mapper (lib/row-mapper.ts) answers what Drizzle's own mapping answers, for
// every column of the product lists and of a product by id, and the prepared reads that use it
// on PostgreSQL return the rows Drizzle's query builder returns.
import * as drizzle from 'drizzle-orm'
import { eq, sql } from 'drizzle-orm'
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../src/db/schema'
import { prepared } from '../src/lib/prepared'
import { compileRowMapper, type OrderedField } from '../src/lib/row-mapper'
import { productList, waitingList } from '../src/modules/products/products-repository'
import { createSubcategory, insertProduct } from './factories'
import { createTestApp, type TestApp } from './helpers'

// Drizzle's own mapping and field order: exported by its JavaScript, not by its types.
const internals = drizzle as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => OrderedField[]
  mapResultRow: (fields: OrderedField[], row: unknown[], joins: undefined) => unknown
}

const byIdColumns = { ...productList.columns, pendingChanges: products.pendingChanges }
const pageColumns = {
  ...waitingList.columns,
  total: sql<number>`0`.mapWith(Number),
}

/** A row as node-postgres hands it to Drizzle (dates as text, numerics as text, json parsed). */
function driverRow(fields: OrderedField[], filled: boolean): unknown[] {
  return fields.map(({ path, field }) => {
    if (!filled) return null
    const column = drizzle.is(field, drizzle.Column) ? (field as drizzle.Column) : undefined
    switch (column?.dataType ?? path[0]) {
      case 'date':
        return '2026-11-27 07:45:01.123+00'
      case 'number':
        return column?.columnType === 'PgNumeric' ? '1234.50' : 42
      case 'boolean':
        return true
      case 'json':
        return { title: 'Villa', price: 12 }
      case 'pictures':
        return [{ id: 1, fileKey: 'a.png', thumbKey: null, smallKey: null }]
      case 'total':
        return '17'
      default:
        return `text of ${path[0]}`
    }
  })
}

describe('compiled row mapper', () => {
  for (const [name, columns] of [
    ['product by id', byIdColumns],
    ['waiting list page with its total', pageColumns],
  ] as const) {
    it(`maps every column of the ${name} as Drizzle does, values and nulls`, () => {
      const fields = internals.orderSelectedFields(columns)
      expect(fields.length).toBe(Object.keys(columns).length)
      const map = compileRowMapper(fields)
      expect(map).toBeDefined()
      for (const filled of [true, false]) {
        const row = driverRow(fields, filled)
        const mapped = map?.(row)
        expect(mapped).toEqual(internals.mapResultRow(fields, row, undefined))
        if (filled) expect((mapped as { createdAt: unknown }).createdAt).toBeInstanceOf(Date)
      }
    })
  }

  it('leaves nested selections (joins) to Drizzle', () => {
    const fields = internals.orderSelectedFields({ product: { id: products.id } })
    expect(compileRowMapper(fields)).toBeUndefined()
  })
})

describe('prepared reads through the compiled mapper', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('return the rows the query builder returns', async () => {
    const sub = await createSubcategory(t, 'A')
    const { id } = await insertProduct(t, {
      subcategoryId: sub.id,
      price: 1234.5,
      averageRating: 4.25,
      isF: true,
      pendingChanges: { fields: ['title'], before: { title: 'Villa' } },
      rejectedAt: new Date('2026-11-27T07:45:01.123Z'),
    })
    const query = prepared(t.db, 'row-mapper-test:by-id', (name) =>
      t.db
        .select(byIdColumns)
        .from(products)
        .where(eq(products.id, sql.placeholder('id')))
        .prepare(name),
    )
    // On PostgreSQL the prepared read is the direct one; PGlite keeps Drizzle's.
    if (t.database.driver === 'postgres') {
      expect(query.execute).not.toBe(NodePgPreparedQuery.prototype.execute)
    }
    const [direct] = await query.execute({ id })
    const [built] = await t.db.select(byIdColumns).from(products).where(eq(products.id, id))
    expect(direct).toEqual(built)
    expect(direct?.price).toBe(1234.5)
    expect(direct?.createdAt).toBeInstanceOf(Date)
  })
})
