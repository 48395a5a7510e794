import type { RouteObject } from 'react-router'

/**
 * How long a screen's code may take to arrive: a chunk that never answers (a server gone
 * mid-deploy) would leave the router's spinner up for ever (decision 025).
 */
export const SCREEN_LOAD_TIMEOUT_MS = 15_000

/** Rejects when `load` has not settled within `ms`, so the route's error screen is shown. */
export function timeLimited<T>(load: () => Promise<T>, ms = SCREEN_LOAD_TIMEOUT_MS) {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The screen's code did not arrive within ${ms} ms`)),
        ms,
      )
      load().then(
        (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error)
        },
      )
    })
}

/** The same route tree with every `lazy` function time-limited. */
export function withLoadTimeLimit(
  routes: RouteObject[],
  ms = SCREEN_LOAD_TIMEOUT_MS,
): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLoadTimeLimit(route.children, ms) : undefined
    const lazy = typeof route.lazy === 'function' ? timeLimited(route.lazy, ms) : route.lazy
    return { ...route, ...(lazy ? { lazy } : {}), ...(children ? { children } : {}) } as RouteObject
  })
}
