// Counts what a client generator reads in the served OpenAPI document (decision 054):
//   curl -s localhost:3000/api/docs/json | node apps/api/scripts/openapi-counts.mjs
//   node apps/api/scripts/openapi-counts.mjs openapi.json
import { readFileSync } from 'node:fs'

const doc = JSON.parse(readFileSync(process.argv[2] ?? 0, 'utf8'))
const schemas = doc.components?.schemas ?? {}
const METHODS = ['get', 'put', 'post', 'delete', 'patch']
const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path, op: item[m] })),
)
const target = (s) => (s?.$ref ? schemas[s.$ref.split('/').pop()] : s)
const DATE = /(^at$|At$|Until$|^activeFrom$|^activeTo$)/
const counts = { properties: 0, described: 0, dateFields: 0, dateTime: 0 }
const seen = new Set()
function walk(node) {
  if (!node || typeof node !== 'object' || seen.has(node)) return
  seen.add(node)
  if (node.properties && typeof node.properties === 'object' && !Array.isArray(node.properties)) {
    for (const [name, prop] of Object.entries(node.properties)) {
      counts.properties++
      if (prop.description || target(prop)?.description) counts.described++
      if (DATE.test(name)) {
        counts.dateFields++
        const text = JSON.stringify(prop)
        if (text.includes('"date-time"')) counts.dateTime++
      }
    }
  }
  for (const value of Object.values(node)) walk(value)
}
walk(doc)
const parameters = operations
  .flatMap(({ op }) => op.parameters ?? [])
  .map((p) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p))
// A path parameter names a record unless it is one of a fixed set (`/api/presence/{place}`).
const withParam = operations.filter(({ path, op }) =>
  [...path.matchAll(/\{([^}]+)\}/g)].some(
    ([, name]) => !op.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum,
  ),
)
const hasExample = (op) =>
  /"examples?":/.test(JSON.stringify({ r: op.requestBody, s: op.responses, p: op.parameters }))
console.log(
  JSON.stringify(
    {
      operations: operations.length,
      'operations with a record id in the path': withParam.length,
      'of them declaring 404': withParam.filter(({ op }) => op.responses?.['404']).length,
      'upload operations with a requestBody': operations.filter(
        ({ op }) => op.requestBody?.content?.['multipart/form-data'],
      ).length,
      'operations declaring an ETag header': operations.filter(({ op }) =>
        Object.values(op.responses ?? {}).some((r) => r.headers?.ETag),
      ).length,
      'operations declaring If-Match (required)': `${parameters.filter((p) => /^if-match$/i.test(p.name)).length} (${parameters.filter((p) => /^if-match$/i.test(p.name) && p.required).length})`,
      'named schemas': Object.keys(schemas).length,
      'properties described': `${counts.described} of ${counts.properties}`,
      'parameters described': `${parameters.filter((p) => p.description || p.schema?.description).length} of ${parameters.length}`,
      'operations with an example': `${operations.filter(({ op }) => hasExample(op)).length} of ${operations.length}`,
      'date fields with format date-time': `${counts.dateTime} of ${counts.dateFields}`,
    },
    null,
    2,
  ),
)
