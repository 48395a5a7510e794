// A heartbeat and a leave are each one statement (presence-repository.ts), with no audit and
// no event (docs/architecture.md, "Presence"): a thin service, kept so that routes never
// reach SQL (docs/architecture.md, "Module layout").
export { beat, leave } from './presence-repository'
