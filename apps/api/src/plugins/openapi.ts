import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** The Content-Security-Policy of /api/docs: no inline script or style, no framing. */
export const DOCS_CSP = {
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // One <style> element Swagger UI writes at start, allowed by its hash (a new Swagger UI
  // version may change it: the page still works, the browser logs the refusal).
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
}

/**
 * OpenAPI generated from the same zod schemas that validate requests, served as JSON at
 * /api/docs/json and browsable at /api/docs. Registered before the routes so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rihla Admin API',
        description:
          'Back-office API of the Rihla marketplace. Errors are `{ message, details? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The docs page is as strict as the app (docs/security.md): scripts and styles from this
    // origin only, never framed. Swagger UI's own policy would allow framing by the same
    // origin, any https stylesheet and the validator badge's host; it needs none of them
    // (checked in Chromium: the page renders with no CSP violation).
    staticCSP: DOCS_CSP,
    // The badge would load an image from validator.swagger.io: off.
    uiConfig: { validatorUrl: null },
  })
}
