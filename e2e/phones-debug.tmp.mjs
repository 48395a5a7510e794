import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:44001'
const [route, locale = 'en', width = '390'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } })
const res = await page.request.post(base + '/api/auth/login', { data: { email: 'admin@rihla.dz', password: 'Admin@2026' } })
const t = await res.json()
await page.addInitScript(([t, l]) => { localStorage.setItem('token', t.accessToken); localStorage.setItem('refreshToken', t.refreshToken); localStorage.setItem('role', t.role); localStorage.setItem('locale', l); localStorage.setItem('productId', '1') }, [t, locale])
await page.goto(base + route)
await page.waitForTimeout(1000); await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"], .animate-spin'), null, { timeout: 20000 })
const out = await page.evaluate(() => {
  const w = innerWidth
  const wide = []
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect()
    if ((r.right > w + 1 || r.left < -1) ) wide.push(getComputedStyle(el).position + ' ' + el.parentElement.tagName + ' ' +`${el.tagName}.${String(el.className).slice(0, 90)} ${Math.round(r.left)}-${Math.round(r.right)}`)
  }
  return { sw: document.documentElement.scrollWidth, w, wide: wide.slice(0, 12) }
})
console.log(JSON.stringify(out, null, 1))
if (process.argv[5]) await page.screenshot({ path: process.argv[5] })
await browser.close()
