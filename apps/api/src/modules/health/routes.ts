import { errorResponseSchema } from '@rihla/contract/errors'
import { MESSAGES } from '@rihla/contract/messages'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { backupStatus } from '../../backup/scheduled'

/**
 * Three probes (docs/operations.md). `/health` is the original one (database reachable).
 * `/health/live`: the process answers — a load balancer or orchestrator restarts it if not.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Health: the database answers',
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ok').describe('The server and its database answer.'),
            database: z.string().meta({
              description: 'The database driver: `pglite` or `postgres`.',
              examples: ['pglite'],
            }),
            backup: z
              .object({
                lastSuccessAt: z.iso
                  .datetime()
                  .nullable()
                  .meta({
                    description: 'When the last scheduled backup succeeded; null before the first.',
                    examples: ['2026-12-02T03:00:00.000Z'],
                  }),
                ageSeconds: z
                  .number()
                  .int()
                  .nullable()
                  .meta({
                    description: 'Seconds since then; null before the first.',
                    examples: [3600],
                  }),
              })
              .optional()
              .describe('The scheduled backups (with `BACKUP_DIR` only).'),
          }),
          503: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.ping()
        const answer = { status: 'ok' as const, database: app.ctx.database.driver }
        if (!app.ctx.config.backup) return answer
        const { lastSuccessAt, ageSeconds } = await backupStatus(app.ctx.db)
        return {
          ...answer,
          backup: { lastSuccessAt: lastSuccessAt?.toISOString() ?? null, ageSeconds },
        }
      } catch {
        return reply
          .status(503)
          .send({ message: MESSAGES.generic.unavailable, code: 'generic.unavailable' })
      }
    },
  )

  app.get(
    '/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok').describe('The process answers.') }),
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness: this instance should get traffic',
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ready').describe('Ready for traffic.') }),
          503: errorResponseSchema.extend({
            reason: z
              .enum(['draining', 'database', 'storage'])
              .describe('Shutting down, or the database or the file storage is out of reach.'),
          }),
        },
      },
    },
    async (request, reply) => {
      const { lifecycle, database, storage } = app.ctx
      const refuse = (reason: 'draining' | 'database' | 'storage') =>
        reply.status(503).send({
          message: MESSAGES.generic.unavailable,
          code: 'generic.unavailable' as const,
          reason,
        })
      if (lifecycle.draining) return refuse('draining')
      try {
        await database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database')
        return refuse('database')
      }
      try {
        await storage.check()
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: storage')
        return refuse('storage')
      }
      return { status: 'ready' as const }
    },
  )
}
