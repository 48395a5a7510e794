import { describe, expect, it } from 'vitest'
import { boundaryViolations, layerViolations, readAreaSources, unitCycles } from './boundaries.mjs'
import { root } from './ensure-install.mjs'

describe('feature and module boundaries', () => {
  it('no web feature or API module reaches into another except through its index.ts', () => {
    const files = readAreaSources(root)
    expect(files.length).toBeGreaterThan(100)
    expect(boundaryViolations(files)).toEqual([])
  })

  it('catches a reach into another unit, by alias or by relative path', () => {
    const web = 'apps/web/src/features/products/components/form.tsx'
    const api = 'apps/api/src/modules/users/users-service.ts'
    expect(
      boundaryViolations([
        { file: web, source: "import { x } from '@/features/subcategories/api/get-subcategories'" },
        { file: web, source: "export { y } from '../../users/components/users-list'" },
        // Split so that Vite does not take the text for this test's own dynamic import.
        {
          file: web,
          source: `const z = await ${['im', 'port'].join('')}('@/features/users/api/get-user')`,
        },
        { file: api, source: "import { revoke } from '../auth/session-repository'" },
      ]),
    ).toHaveLength(4)
  })

  it("lets a unit use its own files, another unit's index, and shared code", () => {
    const web = 'apps/web/src/features/products/components/form.tsx'
    const api = 'apps/api/src/modules/users/users-service.ts'
    expect(
      boundaryViolations([
        { file: web, source: "import { a } from '../api/create-product'" },
        { file: web, source: "import { b } from '@/features/products/api/get-products'" },
        { file: web, source: "import { c } from '@/features/subcategories'" },
        { file: web, source: "import { d } from '@/features/subcategories/index'" },
        { file: web, source: "import { e } from '@/components/ui/button'" },
        { file: api, source: "import { f } from '../auth'" },
        { file: api, source: "import { g } from '../../lib/audit'" },
        { file: api, source: "import { h } from 'drizzle-orm'" },
      ]),
    ).toEqual([])
  })

  it('no two web features or API modules depend on each other, even through their index.ts', () => {
    expect(unitCycles(readAreaSources(root))).toEqual([])
  })

  it("catches two modules importing each other's index, and a longer loop", () => {
    const products = 'apps/api/src/modules/products/products-trash-service.ts'
    const queue = 'apps/api/src/modules/waiting-products/waiting-products-service.ts'
    const pair = [
      { file: products, source: "import { lastDecision } from '../waiting-products'" },
      { file: queue, source: "import { trashProducts } from '../products/index'" },
    ]
    // Allowed one by one (each goes through the other's index), refused together.
    expect(boundaryViolations(pair)).toEqual([])
    expect(unitCycles(pair)).toEqual([
      'apps/api/src/modules/products -> apps/api/src/modules/waiting-products -> apps/api/src/modules/products',
    ])
    const web = (name, other) => ({
      file: `apps/web/src/features/${name}/x.ts`,
      source: `import { y } from '@/features/${other}'`,
    })
    expect(unitCycles([web('a', 'b'), web('b', 'c'), web('c', 'a')])).toEqual([
      'apps/web/src/features/a -> apps/web/src/features/b -> apps/web/src/features/c -> apps/web/src/features/a',
    ])
    expect(unitCycles([web('a', 'b'), web('b', 'c')])).toEqual([])
  })

  it('every API module goes routes -> service -> repository (docs/architecture.md)', () => {
    expect(layerViolations(readAreaSources(root))).toEqual([])
  })

  it('catches a route reading a repository, a repository calling back up, SQL outside a repository', () => {
    const dir = 'apps/api/src/modules/presence'
    expect(
      layerViolations([
        { file: `${dir}/routes.ts`, source: "import { beat } from './presence-repository'" },
        { file: `${dir}/x-routes.ts`, source: "import {\n  a,\n} from './x-repository'" },
        { file: `${dir}/presence-repository.ts`, source: "import { y } from './presence-service'" },
        { file: `${dir}/presence-repository.ts`, source: "export { z } from './routes'" },
        { file: `${dir}/presence-service.ts`, source: "import { presenceRoutes } from './routes'" },
        {
          file: `${dir}/presence-service.ts`,
          source: "import { presence } from '../../db/schema'",
        },
        { file: `${dir}/presence-sweep.ts`, source: "import { presence } from '../../db/schema'" },
      ]),
    ).toHaveLength(7)
    expect(
      layerViolations([
        { file: `${dir}/routes.ts`, source: "import { beat } from './presence-service'" },
        { file: `${dir}/routes.ts`, source: "import type { Row } from './presence-repository'" },
        { file: `${dir}/routes.ts`, source: "import { sign } from './release-token'" },
        {
          file: `${dir}/presence-service.ts`,
          source: "export { beat } from './presence-repository'",
        },
        { file: `${dir}/presence-repository.ts`, source: "import { sql } from 'drizzle-orm'" },
        { file: `${dir}/presence-repository.ts`, source: "import { x } from '../auth'" },
        {
          file: `${dir}/presence-repository.ts`,
          source: "import { presence } from '../../db/schema'",
        },
        {
          file: `${dir}/presence-service.ts`,
          source: "import type { presence } from '../../db/schema'",
        },
      ]),
    ).toEqual([])
  })
})
