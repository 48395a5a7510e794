import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const apiDir = path.resolve(import.meta.dirname, '..')

export type ServerProcess = {
  child: ChildProcess
  port: number
  /** Resolves when a log line matching the pattern has been printed (now or earlier). */
  logged(pattern: RegExp): Promise<string>
  exited: Promise<number | null>
  output(): string
}

/**
 * The real server (`src/server.ts` under tsx) as a child process on port 0, for tests of what
 * only a whole process shows: start-up, shutdown, locks, file modes. `env` is added to this
 * process's environment (DATABASE_URL removed unless given); resolves once it listens.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawnServer(env)
  const server = watch(child)
  const listening = await server.logged(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)
  return { ...server, port: Number(/:(\d+)$/.exec(listening)?.[1]) }
}

/** Runs a server that is expected to refuse to start: its exit code and everything it printed. */
export async function failedStart(env: NodeJS.ProcessEnv) {
  const server = watch(spawnServer(env))
  const code = await server.exited
  return { code, output: server.output() }
}

function spawnServer(env: NodeJS.ProcessEnv): ChildProcess {
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  }
  if (!env.DATABASE_URL) delete full.DATABASE_URL
  // A key given as undefined is removed: the server must run without it.
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete full[key]
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function watch(child: ChildProcess) {
  let output = ''
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const w of [...waiters]) {
      const match = w.pattern.exec(output)
      if (match) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(match[0])
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const logged = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const match = pattern.exec(output)
      if (match) return resolve(match[0])
      waiters.push({ pattern, resolve })
      void exited.then(() =>
        reject(new Error(`server exited before logging ${pattern}:\n${output.slice(-2000)}`)),
      )
    })
  return { child, logged, exited, output: () => output }
}
