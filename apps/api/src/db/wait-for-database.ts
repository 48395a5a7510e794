import type { Database } from './client'

/** Why a database cannot be reached, in words an operator can act on. */
export function explainDatabaseError(error: unknown, url: string | undefined): string {
  const where = url ? describeUrl(url) : 'the embedded database'
  const code = errorCode(error)
  const detail = error instanceof Error ? error.message : String(error)
  switch (code) {
    case 'ECONNREFUSED':
      return `${where} refused the connection: is PostgreSQL running and listening there? (${detail})`
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${where}: the host name does not resolve (${detail})`
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} is unreachable: check the address, the network and any firewall (${detail})`
    case '3D000':
      return `${where}: the database does not exist; create it first (createdb) (${detail})`
    case '28P01':
    case '28000':
      return `${where} refused the credentials: check the user and password in DATABASE_URL (${detail})`
    case '57P03':
      return `${where} is starting up or shutting down (${detail})`
    case '53300':
      return `${where} has no connection slots left: lower DATABASE_POOL_SIZE or use a pooler (${detail})`
    default:
      if (/timeout exceeded when trying to connect/i.test(detail))
        return `${where} did not answer in time: check the address and the network (${detail})`
      return `${where}: ${detail}`
  }
}

/** Errors worth another try: the database may be starting; wrong credentials will not mend. */
function isTransient(error: unknown): boolean {
  const code = errorCode(error)
  return !['3D000', '28P01', '28000', 'ENOTFOUND'].includes(code ?? '')
}

/**
 * Waits for the database at start-up with back-off, so an instance started before it comes up
 * instead of crash-looping; errors waiting cannot mend fail at once.
 */
export async function waitForDatabase(
  database: Pick<Database, 'ping'>,
  options: { url: string | undefined; retrySeconds: number; log: (line: string) => void },
): Promise<void> {
  const deadline = Date.now() + options.retrySeconds * 1000
  let delay = 250
  for (;;) {
    try {
      await database.ping()
      return
    } catch (error) {
      const reason = explainDatabaseError(error, options.url)
      if (!isTransient(error) || Date.now() + delay > deadline) throw new Error(reason)
      options.log(`${reason}; trying again in ${(delay / 1000).toFixed(2)} s`)
      await new Promise((resolve) => setTimeout(resolve, delay))
      delay = Math.min(delay * 2, 5_000)
    }
  }
}

function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e != null && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
    if (e instanceof AggregateError && e.errors[0]) return errorCode(e.errors[0])
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

/** host:port/database, never the password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url)
    return `PostgreSQL at ${u.hostname}:${u.port || '5432'}${u.pathname}`
  } catch {
    return 'PostgreSQL (DATABASE_URL)'
  }
}
