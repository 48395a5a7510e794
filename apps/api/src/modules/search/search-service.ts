// The top-bar search is one read in one transaction (search-repository.ts): a thin service,
// kept so that routes never reach SQL (docs/architecture.md, "Module layout").
export { searchEverything } from './search-repository'
