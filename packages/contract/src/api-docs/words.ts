import { z } from 'zod'

/**
 * The API description's words for the contract's schemas (decision 054): their names in
 * `components.schemas`, what each schema, property and parameter means, an example of each
 * value (from the demo data), and which texts are instants. Kept beside the schemas but out of
 * the web's bundle (the web never imports `api-docs`); the API imports it before it builds its
 * OpenAPI document.
 */

type Meta = { description?: string; format?: string; type?: string; examples?: unknown[] }
/** A description, or a description and an example, or the metadata itself. */
export type Words = string | readonly [string, unknown] | Meta

function metaOf(words: Words): Meta {
  if (typeof words === 'string') return { description: words }
  if (Array.isArray(words)) return { description: words[0], examples: [words[1]] }
  return words as Meta
}

/** Adds to a schema's metadata (what `.describe()` and `.meta()` set), keeping the rest. */
export function note(schema: z.ZodType, words: Words, id?: string) {
  const meta = metaOf(words)
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...meta, ...(id ? { id } : {}) })
  // zod writes what a pipe reads (a request's value) from its input side: the example too.
  if (schema instanceof z.ZodPipe && meta.examples)
    note(schema.in as z.ZodType, { examples: meta.examples })
}

/** An ISO 8601 instant (UTC), as every time in the API is written, with an example. */
export const instant = (description: string, example = '2026-11-24T09:15:00.000Z'): Meta => ({
  description,
  format: 'date-time',
  examples: [example],
})

/** A property's words; a named schema keeps its own (the property refers to it). */
function noteField(field: z.ZodType, words: Words) {
  if (!z.globalRegistry.get(field)?.id) note(field, words)
}

/** The object inside `.nullable()`, `.optional()` or `.array()`, whose properties are noted. */
function objectOf(schema: z.ZodType): z.ZodObject {
  if (schema instanceof z.ZodObject) return schema
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return objectOf(schema.unwrap() as z.ZodType)
  if (schema instanceof z.ZodArray) return objectOf(schema.element as z.ZodType)
  throw new Error('not an object schema')
}

type Item<T> = T extends readonly (infer U)[] ? U : T
type Keys<S extends z.ZodType> = keyof NonNullable<Item<NonNullable<z.infer<S>>>> & string

/** Describes properties of an object schema by key (a key it does not have is a type error). */
export function describe<S extends z.ZodType>(schema: S, words: Partial<Record<Keys<S>, Words>>) {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>
  for (const [key, text] of Object.entries(words)) {
    const field = shape[key]
    if (!field || !text) throw new Error(`no property ${key}`)
    noteField(field, text as Words)
  }
}

/**
 * Describes the properties of several object schemas that share their meaning (the list
 * queries' `page`, `limit`, `search`…); each takes the words of the keys it has.
 */
export function describeAll(schemas: z.ZodType[], words: Record<string, Words>) {
  for (const schema of schemas) {
    const shape = objectOf(schema).shape as Record<string, z.ZodType>
    for (const [key, field] of Object.entries(shape)) {
      const text = words[key]
      if (text) noteField(field, text)
    }
  }
}

/** Names a schema: it becomes `components.schemas[id]`, referred to wherever it is used. */
export function named(schema: z.ZodType, id: string, description: string) {
  note(schema, description, id)
}
