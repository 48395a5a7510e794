// The dashboard's figures are one read of the counters (dashboard-repository.ts): a thin
// service, kept so that routes never reach SQL (docs/architecture.md, "Module layout").
export { readStats } from './dashboard-repository'
