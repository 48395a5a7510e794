/** A browser and a system read from a User-Agent, for a person to tell their devices apart. */
export type Device = { browser: string | null; os: string | null }

/**
 * Browsers in the order they must be tested: Edge, Opera and Samsung Internet also say
 * "Chrome", and Chrome also says "Safari", so the more specific name comes first.
 */
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
]

/** Systems in test order: Android says "Linux", iPadOS and iOS say "like Mac OS X". */
const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['Android', /\bAndroid\b/],
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
]

/**
 * "Chrome 126" and "Windows" out of a User-Agent string; either is null when unknown (a
 * script, an API client). No library: the sessions list needs a short label, not a database.
 */
export function parseUserAgent(userAgent: string | null | undefined): Device {
  const text = userAgent ?? ''
  let browser: string | null = null
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(text)?.[1]
    if (version) {
      browser = `${name} ${version}`
      break
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? null
  return { browser, os }
}
