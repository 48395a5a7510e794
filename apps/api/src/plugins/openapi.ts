import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { errorResponseSchema } from '@rihla/contract/errors'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

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

/** The error shape as JSON Schema, documented as every route's 4xx and 5xx answer. */
const { $schema: _dialect, ...errorJsonSchema } = z.toJSONSchema(errorResponseSchema)
const errorAnswer = {
  description: 'An error: `message` in English, `code` its name in MESSAGES',
  ...errorJsonSchema,
}

/** zod's transform, then every route documents its 4xx and 5xx answers with the error shape. */
const withErrorAnswers: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input)
  if (!output.schema) return output
  const response = (output.schema as { response?: Record<string, unknown> }).response
  return {
    ...output,
    schema: { ...output.schema, response: { '4XX': errorAnswer, '5XX': errorAnswer, ...response } },
  }
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
          'Back-office API of the Rihla marketplace. Errors are `{ message, code, details? }`: ' +
          '`message` is the English text, `code` its stable name (a key path of the ' +
          "contract's MESSAGES, e.g. `login.invalid`) for clients that show another language.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: withErrorAnswers,
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
