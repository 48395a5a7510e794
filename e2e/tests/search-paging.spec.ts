import { expect, signInWithApi, test } from './fixtures'
import { productApi, unique } from './product-api'

/** A search counts at most 100 matches, yet the pager alone reaches every one. */
const MATCHES = 105

/** The pager's "from–to of more than 100", its range isolated left to right (for Arabic). */
const moreThan100 = (from: number, to: number) => `\u2066${from}–${to}\u2069 of more than 100`

test('the pager reaches a search’s matches past the 100 it counts, and counts them all on request', async ({
  page,
}) => {
  test.slow() // 105 listings made through the API, each with its picture
  const { accessToken } = await signInWithApi(page)
  const api = productApi(page.request, accessToken)
  const word = `qsar${unique()}`
  const ids: number[] = []
  // A few at a time: the server re-encodes each picture.
  for (let start = 0; start < MATCHES; start += 8) {
    const batch = Array.from({ length: Math.min(8, MATCHES - start) }, (_, i) =>
      api.create({ title: `Riad ${word} ${start + i + 1}`, wilaya: '30', category: 'C' }),
    )
    ids.push(...(await Promise.all(batch)).map((product) => product.id))
  }

  try {
    await page.goto(`/products?search=${word}&limit=25`)
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    const rows = page.locator('tbody tr')
    const seen = new Set<string>()
    const collect = async () => {
      for (const text of await rows.allInnerTexts()) {
        const title = text.match(new RegExp(`Riad ${word} \\d+`))?.[0]
        if (title) seen.add(title)
      }
    }
    /**
     * Reads the page once its own rows are in: the pager names a page as soon as it is asked,
     * while the rows of the page before stay on screen (dimmed) until its answer arrives.
     */
    const collectPage = (size: number) => {
      const expected = seen.size + size
      return expect
        .poll(async () => {
          await collect()
          return seen.size
        })
        .toBe(expected)
    }

    await expect(pager.getByText(moreThan100(1, 25))).toBeVisible()
    await expect(rows).toHaveCount(25)
    await collectPage(25)
    for (const from of [26, 51, 76]) {
      await pager.getByRole('button', { name: 'Next' }).click()
      await expect(pager.getByText(moreThan100(from, from + 24))).toBeVisible()
      await collectPage(25)
      await expect(rows).toHaveCount(25)
    }
    // The 100th match is in view and Next is still on: the page after it holds the rest, and
    // being the last, it knows the count.
    await expect(pager.getByRole('button', { name: 'Next' })).toBeEnabled()
    await pager.getByRole('button', { name: 'Next' }).click()
    await expect(pager.getByText('Page 5 of 5')).toBeVisible()
    await collectPage(MATCHES - 100)
    await expect(rows).toHaveCount(MATCHES - 100)
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(seen.size).toBe(MATCHES)

    // Back into the counted part, the total is a floor again until staff ask for the count.
    await pager.getByRole('button', { name: 'Previous' }).click()
    await expect(pager.getByText(moreThan100(76, 100))).toBeVisible()
    await pager.getByRole('button', { name: 'Count all' }).click()
    await expect(pager.getByText('Page 4 of 5')).toBeVisible()
    await expect(page).toHaveURL(/count=exact/)

    // On a phone, in Arabic: the same pager, right to left, inside the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.evaluate(() => localStorage.setItem('locale', 'ar'))
    await page.goto(`/products?search=${word}&limit=25&page=2`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const arabicPager = page.getByRole('navigation', { name: 'التنقل بين الصفحات' })
    await expect(arabicPager.getByText('من أكثر من')).toBeVisible()
    await expect(arabicPager.getByRole('button', { name: 'عدّ الكل' })).toBeVisible()
    await expect(arabicPager.getByRole('button', { name: 'التالي' })).toBeEnabled()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    // The catalogue other specs read stays the demo's.
    const headers = { Authorization: `Bearer ${accessToken}` }
    for (let start = 0; start < ids.length; start += 10) {
      await Promise.all(
        ids
          .slice(start, start + 10)
          .map((id) => page.request.delete(`/api/products/${id}`, { headers })),
      )
    }
  }
})
