import { mayAccess } from '@rihla/contract/permissions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { httpError } from '../../lib/http-errors'
import { findSessionUser } from '../auth'
import { EventStream } from './event-stream'

const lastEventId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)

/**
 * `GET /api/events`: the staff event stream (Server-Sent Events). Authenticated like any
 * route, by the `Authorization` header: the web reads it with `fetch`, so no token is ever
 * in a URL (decision 022). A reconnecting client sends `Last-Event-ID` and gets what it
 * missed, each event once. The stream ends when the session is logged out, the user blocked
 * or given another role (on any instance), and when this instance shuts down.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx
  app.get(
    '/',
    {
      config: { access: 'events.live' },
      schema: {
        summary: 'The staff event stream',
        tags: ['events'],
        headers: z.object({
          'last-event-id': z
            .string()
            .optional()
            .describe('The `id` of the last event received: the stream resumes after it.'),
        }),
        // `poll`: send what was missed after Last-Event-ID, then end (for a network whose
        // proxies buffer streams; the client asks again).
        querystring: z.object({
          mode: z
            .enum(['stream', 'poll'])
            .optional()
            .describe('`poll`: send what was missed, then end (the client asks again).'),
        }),
        produces: ['text/event-stream'],
        response: {
          200: z
            .string()
            // JSON Schema's way to say what a text holds: the contract's named ServerEvent.
            .meta({
              contentMediaType: 'text/event-stream',
              contentSchema: { $ref: '#/components/schemas/ServerEvent' },
            })
            .describe('A text/event-stream: each event’s `data:` line is a ServerEvent, as JSON.')
            .meta({
              examples: [
                'id: 9051\ndata: {"id":9051,"type":"product.approve","entityId":128,"actor":{"id":3,"name":"Nadia Haddad"},"data":{"status":"approved"},"at":"2026-11-24T09:15:00.000Z"}\n\n',
              ],
            }),
        },
      },
    },
    async (request, reply) => {
      // A stream opened now would be cut at once by the shutdown: go to another instance.
      if (ctx.lifecycle.draining) throw httpError(503, 'generic.unavailable')
      const user = request.user
      const parsed = lastEventId.safeParse(request.headers['last-event-id'])
      const resumeFrom = parsed.success ? parsed.data : undefined
      reply.hijack()
      const response = reply.raw
      response.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        // A stream's connection is its own: when the stream ends it closes, instead of idling
        // on and holding a shutdown until the idle timeout.
        connection: 'close',
      })
      response.flushHeaders()
      const stream = new EventStream(response, user, resumeFrom, ctx.events)
      try {
        // Listening first, then checked afresh in the database (not the session memory): a
        // `session.end` committed before this read is seen by it, and one committed after is
        // handed to this stream by the hub, on any instance. Nothing is sent before.
        const state = await findSessionUser(ctx.db, user.id, user.sessionId)
        if (!state?.live || state.isBlocked || !mayAccess(state.role, 'events.live')) {
          stream.close()
          return
        }
        await stream.replay(ctx.db, resumeFrom)
        if (request.query.mode === 'poll') stream.close()
      } catch (error) {
        request.log.warn({ err: error }, 'event replay failed')
        stream.close()
      }
    },
  )
}
