// The floor of our stack: bare Fastify and node-postgres answering products page 1 and a
// product by id, each with one prepared statement, the same SQL shape and the same JSON as the
// API, but with no authentication, no validation, no schema, no hooks and no logging. `npm
// run bench` starts it beside the API and drives both in the same run, so the table can say
// how close the API comes to what this stack can do at all on the same processor.
//   tsx bench/src/floor-server.ts   (PORT, HOST, DATABASE_URL, DATABASE_POOL_SIZE from the env)
// It reads only; it needs a database seeded by `npm run bench:seed`.
import Fastify from 'fastify'
import pg from 'pg'

const port = Number(process.env.PORT ?? 3701)
const host = process.env.HOST ?? '127.0.0.1'
const url = process.env.DATABASE_URL
if (!url) throw new Error('the floor server needs DATABASE_URL (PostgreSQL only)')

// The API's pool size (DATABASE_POOL_SIZE, default 10), so both wait on the same connections.
const pool = new pg.Pool({
  connectionString: url,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
})
pool.on('error', () => {})

const columns = `p.id, p.title, p.price, p.location, p.wilaya, p.category, p.subcategory_id,
  p.description, p.average_rating, p.is_e, p.is_f, p.is_g, p.is_h, p.status, p.created_at,
  p.updated_at,
  coalesce((select json_agg(json_build_object('id', pp.id, 'fileKey', pp.file_key,
    'thumbKey', pp.thumb_key) order by pp.position, pp.id)
    from product_pictures pp where pp.product_id = p.id), '[]'::json) as pictures`

/** Page 1 in id order with the counters' total on every row: the API's statement. */
const pageOne = {
  name: 'floor_page_one',
  text: `select ${columns},
    (select coalesce(sum(n), 0) from product_counts where status = $1) as total
    from products p where p.status = $1 order by p.id asc limit $2`,
}
const byId = { name: 'floor_by_id', text: `select ${columns} from products p where p.id = $1` }

type Row = {
  id: number
  title: string
  price: string
  location: string
  wilaya: number
  category: string
  subcategory_id: number | null
  description: string
  average_rating: string | null
  is_e: boolean
  is_f: boolean
  is_g: boolean
  is_h: boolean
  status: string
  created_at: Date
  updated_at: Date
  pictures: Array<{ id: number; fileKey: string; thumbKey: string | null }>
  total?: string
}

/** The API's product JSON (public picture URLs: the bench's products have no pictures). */
const toProduct = (r: Row) => ({
  id: r.id,
  title: r.title,
  price: Number(r.price),
  location: r.location,
  wilaya: String(r.wilaya),
  category: r.category,
  subcategoryId: r.subcategory_id,
  description: r.description,
  pictures: r.pictures.map((p) => ({
    id: p.id,
    url: `/uploads/${p.fileKey}`,
    thumbnailUrl: p.thumbKey ? `/uploads/${p.thumbKey}` : null,
  })),
  averageRating: r.average_rating === null ? null : Number(r.average_rating),
  isE: r.is_e,
  isF: r.is_f,
  isG: r.is_g,
  isH: r.is_h,
  status: r.status,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

const app = Fastify({ logger: false })

app.get('/health', async () => ({ status: 'ok' }))

app.get('/products', async (request) => {
  const query = request.query as { limit?: string }
  const limit = Number(query.limit ?? 7)
  const { rows } = await pool.query<Row>({ ...pageOne, values: ['approved', limit] })
  const total = Number(rows[0]?.total ?? 0)
  return {
    products: rows.map(toProduct),
    total,
    page: 1,
    limit,
    totalPages: Math.ceil(total / limit),
  }
})

app.get('/products/:id', async (request, reply) => {
  const { id } = request.params as { id: string }
  const { rows } = await pool.query<Row>({ ...byId, values: [Number(id)] })
  const row = rows[0]
  if (!row) return reply.status(404).send({ message: 'Not found' })
  return toProduct(row)
})

await app.listen({ port, host })
const stop = () => {
  app.close().then(() => pool.end().then(() => process.exit(0)))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
