import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSubcategory, image, multipart } from './factories'
import { freePort } from './free-port'
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from './helpers'
import { startS3Server } from './s3-server'
import { type ServerProcess, startServer } from './server-process'

/**
 * Three real server processes on one PostgreSQL database and one S3 bucket,
 * behind Debian's nginx (round robin), exercised through the proxy only, except where a test
 * must pick the instance. Ports are chosen free at start.
 */
const NGINX = '/usr/sbin/nginx'
// Free ports chosen at start (free-port.ts): nginx's config names them.
let PROXY_PORT = 0
let PORTS: number[] = []
const SECRET = 'cluster-test-secret-shared-by-every-instance-0123456789'
const MAX_EMAIL_FAILURES = 4
const SESSION_CACHE_MS = 1000

let t: TestApp
let s3: Awaited<ReturnType<typeof startS3Server>>
let dir: string
let nginx: ReturnType<typeof spawn> | undefined
let instances: ServerProcess[] = []
let base = ''

function env(port: number): NodeJS.ProcessEnv {
  return {
    ...s3.env,
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: SECRET,
    PORT: String(port),
    DATABASE_POOL_SIZE: '3',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'cluster-admin-password',
    LOGIN_MAX_FAILURES_PER_EMAIL: String(MAX_EMAIL_FAILURES),
    SESSION_CACHE_MS: String(SESSION_CACHE_MS),
    UNDO_WINDOW_SECONDS: '1',
    TRASH_PURGE_INTERVAL_MS: '250',
    TRASH_PURGE_GRACE_SECONDS: '0',
    SHUTDOWN_GRACE_SECONDS: '5',
    TRUST_PROXY: '1',
  }
}

/** Starts an instance and waits until the proxy may send it traffic (readiness). */
async function startInstance(port: number) {
  const server = await startServer(env(port))
  const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
  expect(ready.status).toBe(200)
  return server
}

function nginxConfig() {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream rihla {
${PORTS.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://rihla;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A refused connection or a draining instance's 503 never reached the handler: safe to
      # send to the next instance, POSTs included (docs/operations.md).
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
    }
  }
}
`
}

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: the cluster test needs Debian's nginx, which .ci/run installs (apt-get install -y nginx)`,
    )
  }
  t = await createTestApp()
  if (!t.databaseUrl) throw new Error('a PostgreSQL test database is needed')
  s3 = await startS3Server()
  const ports = new Set<number>()
  while (ports.size < 4) ports.add(await freePort())
  ;[PROXY_PORT = 0, ...PORTS] = [...ports]
  base = `http://127.0.0.1:${PROXY_PORT}`
  dir = await mkdtemp(path.join(tmpdir(), 'rihla-nginx-'))
  await writeFile(path.join(dir, 'nginx.conf'), nginxConfig())
  const started = Date.now()
  instances = await Promise.all(PORTS.map((port) => startInstance(port)))
  console.log(`three instances ready in ${Date.now() - started} ms`)
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${base}/api/health/live`).catch(() => undefined)
    if (up?.ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
}, 120_000)

afterAll(async () => {
  nginx?.kill('SIGTERM')
  for (const server of instances) server.child.kill('SIGTERM')
  await Promise.all(instances.map((server) => server.exited))
  await s3?.close()
  await t?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function signIn(email: string, url = base) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  })
  expect(res.status).toBe(200)
  const { accessToken } = (await res.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}` }
}

const direct = (i: number) => `http://127.0.0.1:${PORTS[i]}`

describe('three instances behind nginx on one PostgreSQL and one bucket', () => {
  it('serves every upload from every instance, and purges a product from the bucket once', async () => {
    const admin = await signIn((await createUser(t, { role: 'admin' })).email)
    const sub = await createSubcategory(t, 'A')
    const before = new Set(await s3.keys())
    const product = multipart(
      {
        title: 'Cluster trip',
        price: '100',
        description: 'A trip.',
        location: 'Oran',
        wilaya: '31',
        category: 'A',
        subcategoryId: sub.id,
      },
      [{ field: 'pictures', filename: 'p.png', data: await image('png') }],
    )
    const created = await fetch(`${base}/api/products`, {
      method: 'POST',
      headers: { ...admin, ...product.headers },
      body: product.payload,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { id, pictures } = (await created.json()) as {
      id: number
      pictures: Array<{ url: string; thumbnailUrl: string | null }>
    }
    const banner = multipart({}, [{ field: 'banner', filename: 'b.png', data: await image('png') }])
    const posted = await fetch(`${base}/api/banners`, {
      method: 'POST',
      headers: { ...admin, ...banner.headers },
      body: banner.payload,
    })
    expect(posted.status).toBe(201)
    const { url: bannerUrl } = (await posted.json()) as { url: string }

    const urls = [...pictures.flatMap((p) => [p.url, p.thumbnailUrl ?? p.url]), bannerUrl]
    for (const url of urls) {
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) {
        const res = await fetch(new URL(url, base))
        await res.arrayBuffer()
        statuses.push(res.status)
      }
      expect(statuses, url).toEqual(Array(10).fill(200))
    }

    const objects = (await s3.keys()).filter((k) => !before.has(k) && !k.startsWith('banners/'))
    expect(objects.length).toBeGreaterThanOrEqual(1)
    const removed = await fetch(`${base}/api/products/${id}`, { method: 'DELETE', headers: admin })
    expect(removed.status).toBe(200)
    // The undo window (1 s) closes, one instance purges: the row and every object are gone.
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      const left = (await s3.keys()).filter((k) => objects.includes(k))
      if (left.length === 0) break
      await new Promise((r) => setTimeout(r, 200))
    }
    expect((await s3.keys()).filter((k) => objects.includes(k))).toEqual([])
    const trash = (await t.db.execute(
      sql`select count(*)::int as n from deleted_products where id = ${id}`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(trash.rows[0]?.n).toBe(0)
    for (const url of urls.slice(0, -1)) {
      expect((await fetch(new URL(url, base))).status).toBe(404)
    }
  })

  it('refuses a user blocked on one instance on the others within the session window', async () => {
    const admin = await signIn((await createUser(t, { role: 'admin' })).email, direct(0))
    // A block is a staff power over accounts: the session confirms its password first.
    const stepped = await fetch(`${direct(0)}/api/auth/step-up`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    })
    expect(stepped.status).toBe(204)
    const user = await createUser(t)
    const userHeaders = await signIn(user.email, direct(1))
    const list = (i: number) =>
      fetch(`${direct(i)}/api/products/sub-categories`, { headers: userHeaders })
    expect((await list(1)).status).toBe(200)
    expect((await list(2)).status).toBe(200)
    const blocked = await fetch(`${direct(0)}/api/users/${user.id}/block`, {
      method: 'PUT',
      headers: admin,
    })
    expect(blocked.status).toBe(200)
    // Documented window: SESSION_CACHE_MS (docs/operations.md). Any request sent that long
    // after the block was answered is refused, by every instance.
    await new Promise((r) => setTimeout(r, SESSION_CACHE_MS))
    expect([(await list(1)).status, (await list(2)).status]).toEqual([403, 403])
    expect(
      (await fetch(`${base}/api/products/sub-categories`, { headers: userHeaders })).status,
    ).toBe(403)
  })

  it('locks a sign-in after exactly the configured failures, whichever instance answers', async () => {
    const user = await createUser(t)
    const attempt = () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.14.0.7' },
        body: JSON.stringify({ email: user.email, password: 'wrong-password' }),
      }).then((r) => r.status)
    const statuses: number[] = []
    for (let i = 0; i < MAX_EMAIL_FAILURES + 1; i++) statuses.push(await attempt())
    expect(statuses).toEqual([...Array(MAX_EMAIL_FAILURES).fill(401), 429])
  })

  it('loses no acknowledged write while the instances restart one by one', async () => {
    const admin = await signIn((await createUser(t, { role: 'admin' })).email)
    const acknowledged: number[] = []
    const failures: Array<{ status: number; body: string }> = []
    let writing = true
    let n = 0
    const writer = async () => {
      while (writing) {
        n += 1
        const res = await fetch(`${base}/api/products/sub-categories`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            nameAr: `ع ${n}`,
            nameFr: `Fr ${n}`,
            nameEn: `En ${n}`,
            category: 'B',
          }),
        }).catch((error: unknown) => ({ status: 0, text: async () => String(error) }))
        if (res instanceof Response && res.status === 201) {
          acknowledged.push(((await res.json()) as { id: number }).id)
        } else failures.push({ status: res.status, body: await res.text() })
      }
    }
    const writers = [writer(), writer(), writer()]
    for (let i = 0; i < instances.length; i++) {
      const old = instances[i] as ServerProcess
      old.child.kill('SIGTERM')
      expect(await old.exited).toBe(0)
      instances[i] = await startInstance(PORTS[i] as number)
    }
    writing = false
    await Promise.all(writers)
    expect(failures).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(10)
    const stored = (await t.db.execute(
      sql`select id from subcategories where category = 'B'`,
    )) as unknown as { rows: Array<{ id: number }> }
    const ids = new Set(stored.rows.map((r) => Number(r.id)))
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([])
  }, 180_000)
})
