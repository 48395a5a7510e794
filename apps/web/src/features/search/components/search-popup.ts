/**
 * The top-bar search's popup, loaded on first use, so the frame's first load carries only the box
 * (decision 030).
 */
export { searchOptions } from './search-options'
export { SearchResults } from './search-results'
