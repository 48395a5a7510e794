import { isIPv4, isIPv6 } from 'node:net'

/**
 * The part of a client address that rate limits count by: IPv6 by its /64, the block one
 * subscriber holds, so rotating through it neither escapes a limit nor adds rows.
 */
export function limitAddress(address: string): string {
  if (isIPv4(address)) return address
  const bare = address.split('%')[0] ?? address
  if (!isIPv6(bare)) return address
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  const groups = expandIPv6(bare)
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase()
  // An embedded IPv4 tail (`::1.2.3.4`, `64:ff9b::1.2.3.4`) as two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
