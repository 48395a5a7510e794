import { isDeepStrictEqual } from 'node:util'
import fastJson from 'fast-json-stringify'
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify'
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'

type JsonSchema = Record<string, unknown>
type Serializer = (data: unknown) => string

/**
 * Answers are written by a serializer compiled once per route and status from the zod response
 * schema (decision 019): only the schema's properties leave the server. With `check` (outside
 * production) the zod check also runs and the two outputs must agree.
 */
export function compiledSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  const zodCompiler = zodSerializerCompiler as FastifySchemaCompiler<unknown> as never as (
    route: Parameters<FastifySerializerCompiler<unknown>>[0],
  ) => Serializer
  return (route) => {
    const viaZod = zodCompiler(route)
    const compiled = compile(route.schema)
    if (!compiled) return viaZod
    if (!check) return compiled
    return (data) => {
      const expected = viaZod(data)
      const written = compiled(data)
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) wrote ${written}, zod wrote ${expected}`,
        )
      }
      return written
    }
  }
}

function compile(schema: unknown): Serializer | undefined {
  if (!(schema instanceof z.ZodType)) return undefined
  let json: JsonSchema
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    }) as JsonSchema
  } catch {
    return undefined
  }
  // A plain string answer (a CSV file) is sent as it is, as the zod serializer sends it.
  if (json.type === 'string') return undefined
  return fastJson(simplify(json) as Parameters<typeof fastJson>[0]) as Serializer
}

/**
 * `X | null` becomes a type list (`["string", "null"]`), which the compiled serializer writes
 * directly; an `anyOf` would validate each value to pick a branch.
 */
const TYPE_LISTED = new Set<unknown>(['string', 'number', 'integer', 'boolean', 'object'])

export function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify)
  if (typeof node !== 'object' || node === null) return node
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value)
  const anyOf = out.anyOf
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.find((s: JsonSchema) => s.type !== 'null') as JsonSchema | undefined
    const hasNull = anyOf.some((s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1)
    if (hasNull && nonNull && TYPE_LISTED.has(nonNull.type)) {
      const { anyOf: _, ...rest } = out
      const { type, ...constraints } = nonNull
      return { ...rest, ...constraints, type: [type, 'null'] }
    }
  }
  return out
}
