import type { PGlite, Transaction } from '@electric-sql/pglite'
import { type Database, pgliteDatabase, startPglite } from '../src/db/client'

/**
 * In-memory PGlite databases for the test apps, kept from one test file to the next in a worker
 * and reset to the template, or closed when their schema moved (decision 051).
 */

/** At most this many started databases wait for the next app in a worker (memory). */
const SPARE_LIMIT = 2

/** What the catalog must still say for a database to be reused: one line per object. */
const FINGERPRINT = `
  select md5(string_agg(line, E'\\n' order by line)) as fingerprint from (
    select format('relation %s %s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
    union all
    select format('column %s %s %s %s %s %s', a.attrelid::regclass, a.attname, a.atttypid,
        a.attnotnull, a.attisdropped, a.attgenerated)
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and a.attnum > 0
    union all
    select format('default %s %s %s', d.adrelid::regclass, d.adnum, md5(pg_get_expr(d.adbin, d.adrelid)))
      from pg_attrdef d join pg_class c on c.oid = d.adrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
    union all
    select format('index %s %s %s', i.indexrelid::regclass, i.indisvalid, md5(pg_get_indexdef(i.indexrelid)))
      from pg_index i join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')
    union all
    select format('trigger %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled) from pg_trigger t
    union all
    select format('constraint %s %s %s', c.conrelid::regclass, c.conname, c.convalidated)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname in ('public', 'drizzle')
    union all
    select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select format('role %s %s', rolname, rolsuper) from pg_roles
    union all
    select format('setting %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
    union all
    select format('extension %s %s', extname, extversion) from pg_extension
    union all
    select format('statistics %s', count(*)) from pg_statistic
    union all
    select format('extended statistics %s', count(*)) from pg_statistic_ext
  ) lines (line)`

type TemplateState = {
  fingerprint: string
  /** Every table of the app's schemas, quoted, for one TRUNCATE. */
  tables: string[]
  /** The tables the migrations filled: their insertable columns and rows (JSON). */
  rows: { table: string; columns: string; json: string }[]
  /** Every sequence: its value and whether nextval has been called. */
  sequences: string
  /** pg_class's row and page counts of the tables and indexes (the planner's inputs). */
  sizes: string
}

/** Read once per worker; apps started together share the one reading. */
let template: Promise<TemplateState> | undefined
const spare: PGlite[] = []
const counts = { started: 0, reused: 0, closed: 0 }

/** This worker's databases: started, reused, closed, and waiting (the pool's test). */
export function pglitePoolStats(): typeof counts & { spare: number } {
  return { ...counts, spare: spare.length }
}

async function fingerprint(client: PGlite | Transaction): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT)
  const value = rows[0]?.fingerprint
  if (!value) throw new Error('no catalog fingerprint')
  return value
}

/** What a fresh database from the template holds, read once per worker from the first one. */
async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
      (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      ) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')
    order by 1`)
  const rows: TemplateState['rows'] = []
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table.name} t`,
    )
    const json = found[0]?.json
    if (json) rows.push({ table: table.name, columns: table.columns, json })
  }
  const { rows: sequences } = await client.query<{ json: string }>(`
    select coalesce(json_agg(json_build_object(
      'name', format('%I.%I', schemaname, sequencename),
      'value', coalesce(last_value, start_value), 'called', last_value is not null)), '[]')::text as json
    from pg_sequences`)
  const { rows: sizes } = await client.query<{ json: string }>(`
    select coalesce(json_agg(json_build_object('oid', c.oid, 'pages', c.relpages,
      'tuples', c.reltuples, 'visible', c.relallvisible)), '[]')::text as json
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'i', 'm')`)
  return {
    fingerprint: await fingerprint(client),
    tables: tables.map((table) => table.name),
    rows,
    sequences: sequences[0]?.json ?? '[]',
    sizes: sizes[0]?.json ?? '[]',
  }
}

/** Puts a closed test app's database back as the template left it; false: do not reuse it. */
async function reset(client: PGlite, state: TemplateState): Promise<boolean> {
  await client.exec('rollback')
  if ((await fingerprint(client)) !== state.fingerprint) return false
  await client.exec('discard all')
  await client.transaction(async (tx) => {
    // Neither triggers nor foreign keys fire while the rows are put back, as in a restore.
    await tx.exec('set local session_replication_role = replica')
    await tx.exec(`truncate ${state.tables.join(', ')} restart identity`)
    for (const { table, columns, json } of state.rows) {
      await tx.query(
        `insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      )
    }
    await tx.query(
      `select setval(name::regclass, value, called)
       from json_to_recordset($1::json) as s(name text, value bigint, called boolean)`,
      [state.sequences],
    )
    await tx.query(
      `update pg_class c set relpages = s.pages, reltuples = s.tuples, relallvisible = s.visible
       from json_to_recordset($1::json) as s(oid oid, pages int, tuples real, visible int)
       where c.oid = s.oid`,
      [state.sizes],
    )
  })
  await client.query('select pg_stat_reset()')
  return true
}

/**
 * A test app's in-memory database: a spare one put back as the template left it, or one
 * started from `templateBlob`. Closing it resets it for the next app, or closes it.
 */
export async function takePglite(templateBlob: Blob): Promise<Database> {
  let taken = spare.pop()
  if (taken) counts.reused += 1
  else {
    taken = await startPglite(undefined, templateBlob)
    counts.started += 1
  }
  const client = taken
  template ??= readTemplateState(client).catch((error) => {
    template = undefined
    throw error
  })
  const state = await template
  const listening = new Set<() => Promise<void>>()
  let released = false
  const database = pgliteDatabase(client, async () => {
    // Closed twice, it must not go back to the pool twice (two apps would share it).
    if (released) return
    released = true
    for (const stop of listening) await stop()
    listening.clear()
    if (client.closed) return
    const reusable = spare.length < SPARE_LIMIT && (await reset(client, state).catch(() => false))
    // Apps closed together each saw room before their reset: the limit holds at the push.
    if (reusable && spare.length < SPARE_LIMIT) spare.push(client)
    else {
      counts.closed += 1
      await client.close()
    }
  })
  const listen = database.listen
  database.listen = async (channel, onNotify) => {
    const stop = await listen(channel, onNotify)
    const tracked = async () => {
      listening.delete(tracked)
      await stop()
    }
    listening.add(tracked)
    return tracked
  }
  return database
}
