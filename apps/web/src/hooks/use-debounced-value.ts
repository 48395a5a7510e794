import { useEffect, useState } from 'react'

/**
 * The value as it was `delayMs` after it last changed, so typing does not send one request
 * per key.
 * @example const term = useDebouncedValue(text, 300)
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}
