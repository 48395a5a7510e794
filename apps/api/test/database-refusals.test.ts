import type { MessageCode } from '@rihla/contract/message-codes'
import { MESSAGES } from '@rihla/contract/messages'
import type { Product } from '@rihla/contract/products'
import { type SQL, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandling } from '../src/plugins/errors'
import { createSubcategory, image, multipart } from './factories'
import { errorAnswer, useSignedIn, useTestApp } from './helpers'

/**
 * Input that the schemas let through but the database refuses must get a
 * 4xx with the product's words, never a 500 (a price of 0.004 rounds to 0.00 and broke the
 * CHECK), and every CHECK, NOT NULL and foreign-key refusal is mapped by the error handler.
 */
const t = useTestApp()
const admin = useSignedIn(t, { role: 'admin' })
let sub: { id: number }

beforeAll(async () => {
  sub = await createSubcategory(t, 'A', 'Umrah')
})

async function postProduct(price: string) {
  const body = multipart(
    {
      title: 'Umrah 15 days',
      price,
      description: 'Flights, hotel and guide included.',
      location: 'Bab Ezzouar',
      wilaya: '16',
      category: 'A',
      subcategoryId: String(sub.id),
    },
    [{ field: 'pictures', filename: 'photo.png', data: await image('png') }],
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  })
}

describe('prices at the rounding edges', () => {
  it.each(['0.004', '0.0049999', '1e-7', '0.001', '9999999999.995'])(
    'refuses %s with "Please enter a valid price"',
    async (price) => {
      const res = await postProduct(price)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        ...errorAnswer('product.priceInvalid'),
        details: [MESSAGES.product.priceInvalid],
      })
    },
  )

  it.each([
    ['0.005', 0.01],
    ['0.01', 0.01],
    ['99999999.995', 100_000_000],
    ['1200.456', 1200.46],
    ['9999999999.99', 9_999_999_999.99],
  ])('accepts %s and stores it to the cent (%s)', async (price, stored) => {
    const res = await postProduct(price)
    expect(res.statusCode).toBe(201)
    expect(res.json<Product>().price).toBe(stored)
  })
})

describe('what the database refuses, answered by the error handler', () => {
  let probe: FastifyInstance
  let productId: number
  beforeAll(async () => {
    const created = await postProduct('100')
    productId = created.json<Product>().id
    // The app's own error handler in front of statements the database refuses, as drizzle
    // and each driver (PGlite, pg) raise them.
    probe = Fastify({ logger: false })
    registerErrorHandling(probe)
    probe.post<{ Body: { case: string } }>('/probe', async (request) => {
      const statement = STATEMENTS[request.body.case]
      if (!statement) throw new Error('unknown case')
      await t.db.execute(statement())
      return { ok: true }
    })
    await probe.ready()
  })
  afterAll(() => probe.close())

  const STATEMENTS: Record<string, () => SQL> = {
    price: () => sql`update products set price = 0 where id = ${productId}`,
    rating: () => sql`insert into ratings (product_id, user_id, rating)
      values (${productId}, ${admin.user.id}, 9)`,
    category: () => sql`update subcategories set category = 'Z' where id = ${sub.id}`,
    role: () => sql`update users set role = 'boss' where id = ${admin.user.id}`,
    notNull: () => sql`update products set title = null where id = ${productId}`,
    missingParent: () => sql`update products set subcategory_id = 999999 where id = ${productId}`,
    stillUsed: () => sql`delete from subcategories where id = ${sub.id}`,
    duplicate: () => sql`insert into users (username, email, phone_number, password_hash)
      values ('Twin', ${admin.user.email}, '0555000000', 'x')`,
  }

  it.each([
    ['price', 'CHECK', 400, 'product.priceInvalid'],
    ['rating', 'CHECK', 400, 'rating.invalid'],
    ['category', 'CHECK', 400, 'subcategory.category'],
    ['role', 'CHECK', 400, 'integrity.outOfRange'],
    ['notNull', 'NOT NULL', 400, 'integrity.missingValue'],
    ['missingParent', 'foreign key', 409, 'integrity.missingReference'],
    ['stillUsed', 'foreign key', 409, 'integrity.stillReferenced'],
    ['duplicate', 'unique', 409, 'integrity.duplicate'],
  ])('maps %s (%s) to %i with a message of the contract', async (name, _kind, status, message) => {
    const res = await probe.inject({ method: 'POST', url: '/probe', payload: { case: name } })
    expect(res.statusCode).toBe(status)
    expect(res.json()).toEqual(errorAnswer(message as MessageCode))
    expect(res.body).not.toMatch(/violates|constraint|_check|_fk|postgres|pglite/i)
  })
})
