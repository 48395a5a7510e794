import { readFile } from 'node:fs/promises'
import { wilayaName } from '@rihla/contract/wilayas'
import { expect, signInWithApi, test } from './fixtures'
import { productApi, registerUser, unique } from './product-api'

/** Reads an RFC 4180 file (quoted fields, CRLF records) into records keyed by its header. */
function csvRecords(text: string): Array<Record<string, string>> {
  const rows: string[][] = [[]]
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    const row = rows[rows.length - 1] as string[]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      field = ''
      rows.push([])
      i++
    } else field += c
  }
  const [header = [], ...records] = rows.filter((r) => r.length > 0)
  return records.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}

test('the admin approves three products at once, undoes a rejection and exports a search', async ({
  page,
}) => {
  test.slow() // four products, three screens and a download
  const provider = await registerUser(page.request)
  const asProvider = productApi(page.request, provider.token)
  const tag = unique()
  const bulk = [
    await asProvider.create({ title: `E2E Bulk Oasis ${tag}`, wilaya: '30' }),
    await asProvider.create({ title: `E2E Bulk Dunes ${tag}`, wilaya: '33' }),
    await asProvider.create({ title: `E2E Bulk Ksar ${tag}`, wilaya: '1' }),
  ]
  const later = await asProvider.create({ title: `E2E Bulk Taghit ${tag}`, wilaya: '8' })

  const { accessToken } = await signInWithApi(page)
  const asAdmin = productApi(page.request, accessToken)
  const headers = { Authorization: `Bearer ${accessToken}` }

  // Three selected, two pages (the seed's 2 a page, oldest first), approved in one request.
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`/waiting-products?search=${tag}&limit=2`)
  await expect(page.getByRole('columnheader', { name: 'Waiting since' })).toBeVisible()
  const bulkRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/products/waiting-list/bulk')) bulkRequests.push(request.url())
  })
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(bulk[0]?.title ?? '')
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(rows.first()).toContainText(bulk[2]?.title ?? '')
  // The third with the keyboard: j focuses the first row, x selects it.
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByRole('checkbox', { name: `Select ${bulk[2]?.title}` })).toBeChecked()
  await expect(page.getByText('3 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Approve selected' }).click()
  await expect(page.getByText('3 products were approved.')).toBeVisible()
  expect(bulkRequests).toHaveLength(1)
  for (const product of bulk) {
    expect((await asAdmin.get(`/products/${product.id}`)).status).toBe('approved')
  }

  // Reject the last one, then take it back with the toast's Undo.
  await expect(rows).toHaveCount(1)
  await page.getByRole('button', { name: `Actions for ${later.title}` }).click()
  await page.getByRole('menuitem', { name: 'Reject' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Reject product' })
  await ask.getByLabel('Reason', { exact: true }).selectOption('duplicate')
  await ask.getByRole('button', { name: 'Reject' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'was rejected' })
  await expect(toast).toContainText(`"${later.title}" was rejected.`)
  await expect(page.getByText('No data available')).toBeVisible()
  expect(await asAdmin.status(`/products/waiting-list/${later.id}`)).toBe(404)
  await toast.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByText(`"${later.title}" is back in the queue.`)).toBeVisible()
  await expect(rows).toHaveCount(1)
  expect(await asAdmin.status(`/products/waiting-list/${later.id}`)).toBe(200)

  // The products list, searched, exported: the file has the rows the API lists.
  await page.goto(`/products?search=${encodeURIComponent(tag)}&sort=title&order=desc`)
  await expect(page.locator('tbody tr')).toHaveCount(3)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const records = csvRecords(bytes.subarray(3).toString('utf8'))
  const response = await page.request.get('/api/products', {
    headers,
    params: { search: tag, sort: 'title', order: 'desc', limit: 100 },
  })
  const json = (await response.json()) as {
    products: Array<{ id: number; title: string; price: number; wilaya: string; status: string }>
  }
  expect(json.products).toHaveLength(3)
  // The file is for people: headers and values in the language on screen (English here).
  expect(
    records.map((r) => ({
      id: Number(r.ID),
      title: r['Product title'],
      price: Number(r['Price (USD)']),
      wilaya: r.Wilaya,
      status: r.Status,
    })),
  ).toEqual(
    json.products.map((p) => ({
      id: p.id,
      title: p.title,
      price: p.price,
      wilaya: wilayaName(p.wilaya, 'en'),
      status: 'Approved',
    })),
  )
})
