import { spawn } from 'node:child_process'

/**
 * Runs commands at most `concurrency` at a time, each one's output kept apart and handed to
 * `onDone` whole when it ends (outputs never interleave). Resolves to the results in the order
 * given: `{ name, status, output, seconds }`, `status` 0 for success.
 * @param {Array<{ name: string, cmd: string[], cwd?: string }>} jobs
 * @param {{ concurrency: number, onDone?: (result: { name: string, status: number, output: string, seconds: number }) => void }} options
 */
export async function runPool(jobs, { concurrency, onDone = () => {} }) {
  const results = new Array(jobs.length)
  let next = 0
  async function worker() {
    while (next < jobs.length) {
      const index = next++
      const job = jobs[index]
      const started = Date.now()
      const { status, output } = await new Promise((resolve) => {
        const child = spawn(job.cmd[0], job.cmd.slice(1), {
          cwd: job.cwd,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let text = ''
        child.stdout.on('data', (chunk) => {
          text += chunk
        })
        child.stderr.on('data', (chunk) => {
          text += chunk
        })
        child.on('error', (error) => resolve({ status: 1, output: `${text}${error.message}\n` }))
        child.on('close', (code, signal) =>
          resolve({ status: code ?? (signal ? 1 : 0), output: text }),
        )
      })
      results[index] = { name: job.name, status, output, seconds: (Date.now() - started) / 1000 }
      onDone(results[index])
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return results
}
