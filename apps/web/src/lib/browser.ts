/**
 * Full-page navigation, behind an object so tests can replace it: jsdom implements neither,
 * and `window.location`'s methods cannot be spied on directly.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url)
  },
  reload(): void {
    window.location.reload()
  },
}
