/**
 * What the top-bar search needs only once someone uses it: the popup and the building of its
 * options. Loaded on the first focus or keystroke (global-search.tsx), so the frame's first
 * load carries the box, not the results (decision 030).
 */
export { searchOptions } from './search-options'
export { SearchResults } from './search-results'
