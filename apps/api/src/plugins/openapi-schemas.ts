/**
 * The named schemas of the OpenAPI document, and an example of each operation's bodies built
 * from the contract's examples (decision 054).
 */

type Json = Record<string, unknown>
type Document = { paths?: Record<string, Record<string, unknown>>; components?: Json }

const SCHEMA_REF = '#/components/schemas/'

/**
 * Only the named schemas the document uses: the type provider writes each one twice, as
 * read (`Product`) and as sent (`ProductInput`); the unused half goes, and a schema only
 * ever sent keeps its plain name.
 */
export function keepUsedSchemas<D extends { components?: Record<string, unknown> }>(
  document: D,
): D {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>
  const refsIn = (node: unknown) =>
    [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '')
  const used = new Set(refsIn({ ...document, components: { ...document.components, schemas: {} } }))
  for (const name of used) for (const ref of refsIn(schemas[name])) used.add(ref)
  // `XInput` is written `X` when `X` is unused or the same schema.
  const renames = new Map<string, string>()
  for (const name of used) {
    const plain = name.replace(/Input$/, '')
    const same = JSON.stringify(schemas[plain]) === JSON.stringify(schemas[name])
    if (plain !== name && (!used.has(plain) || same)) renames.set(name, plain)
  }
  const kept = Object.fromEntries(
    [...used]
      .filter((name) => !renames.has(name) || !used.has(renames.get(name) ?? ''))
      .map((name) => [renames.get(name) ?? name, schemas[name]]),
  )
  let text = JSON.stringify({ ...document, components: { ...document.components, schemas: kept } })
  for (const [name, plain] of renames) {
    text = text.replaceAll(`"${SCHEMA_REF}${name}"`, `"${SCHEMA_REF}${plain}"`)
  }
  return JSON.parse(text) as D
}

/** An example of a value of `schema`: its own, else one built from its parts' examples. */
function exampleOf(schema: unknown, schemas: Json, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 12) return undefined
  const s = schema as Json
  if (typeof s.$ref === 'string')
    return exampleOf(schemas[s.$ref.slice(SCHEMA_REF.length)], schemas, depth + 1)
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0]
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum[0]
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((part) => exampleOf(part, schemas, depth + 1)))
  }
  const choices = (s.anyOf ?? s.oneOf) as unknown[] | undefined
  if (Array.isArray(choices)) {
    // The first choice that is not null: the value a reader most often meets.
    const values = choices.map((choice) => exampleOf(choice, schemas, depth + 1))
    return values.find((value) => value !== undefined && value !== null) ?? values[0]
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  if (type === 'object' || s.properties) {
    const entries = Object.entries((s.properties ?? {}) as Json)
      .map(([name, property]) => [name, exampleOf(property, schemas, depth + 1)])
      .filter(([, value]) => value !== undefined)
    return Object.fromEntries(entries)
  }
  if (type === 'array') {
    const item = exampleOf(s.items, schemas, depth + 1)
    return item === undefined ? [] : [item]
  }
  return undefined
}

type Media = { schema?: unknown; example?: unknown }

/** What a schema says it is: its description, or its named schema's, or its items'. */
function describedBy(schema: unknown, schemas: Json): string | undefined {
  const s = (schema ?? {}) as Json
  if (typeof s.description === 'string') return s.description
  if (typeof s.$ref === 'string')
    return describedBy(schemas[s.$ref.slice(SCHEMA_REF.length)], schemas)
  if (s.items) {
    const item = describedBy(s.items, schemas)
    return item && `A list, each: ${item[0]?.toLowerCase()}${item.slice(1)}`
  }
  return undefined
}

/**
 * One example per operation, on its JSON body and its success answer, from the examples the
 * contract gives its values; Redocly's `no-invalid-media-type-examples` checks each against
 * its schema (test/openapi-client.pglite.test.ts).
 */
export function addExamples(document: Document) {
  const schemas = (document.components?.schemas ?? {}) as Json
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item) as Json[]) {
      const answers = Object.entries((operation.responses ?? {}) as Record<string, Json>)
        .filter(([status]) => /^2\d\d$/.test(status))
        .map(([, answer]) => answer)
      const body = operation.requestBody as Json | undefined
      // A parameter of a named schema (`Category`) says what that schema says.
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        parameter.description ??= describedBy(parameter.schema, schemas)
      }
      for (const answer of Object.values((operation.responses ?? {}) as Record<string, Json>)) {
        // Fastify's placeholder gives way to what the answer holds.
        if (answer.description === 'Default Response') {
          const media = Object.values((answer.content ?? {}) as Record<string, Media>)[0]
          answer.description = describedBy(media?.schema, schemas) ?? operation.summary
        }
      }
      for (const holder of [body, ...answers]) {
        for (const [type, media] of Object.entries(
          (holder?.content ?? {}) as Record<string, Media>,
        )) {
          if (type === 'multipart/form-data' || media.example !== undefined) continue
          const example = exampleOf(media.schema, schemas)
          if (example !== undefined) media.example = example
        }
      }
    }
  }
}
