import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * Counts the answers in progress on each connection, so a closing server can end every connection
 * that has none: Node's `closeIdleConnections` missed a connection whose event stream had just
 * ended.
 */
export function trackConnections(server: Server) {
  const inFlight = new Map<Socket, number>()
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0)
    socket.once('close', () => inFlight.delete(socket))
  })
  server.on('request', (request, response) => {
    const socket = request.socket
    if (!inFlight.has(socket)) return
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1)
    response.once('close', () => {
      const left = inFlight.get(socket)
      if (left !== undefined) inFlight.set(socket, left - 1)
    })
  })
  return {
    /** Ends the connections with no answer in progress; the others finish first. */
    closeIdle() {
      server.closeIdleConnections()
      for (const [socket, answers] of inFlight) if (answers <= 0) socket.destroy()
    },
  }
}
