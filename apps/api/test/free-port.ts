import net from 'node:net'

/**
 * A loopback port free when asked, for a process the test starts that needs its port in a
 * config file (nginx, PgBouncer). A fixed port sits in the ephemeral range (32768-60999) and
 * was once taken by another process's connection.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}
