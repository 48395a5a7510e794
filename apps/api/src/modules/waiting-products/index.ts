// The approval module's public entry (docs/decisions/014): the audit entry of a decision, which
// a reject through the products module's DELETE writes too, the claims that reject respects,
// and who decided a product already (the reject's 409).

export { claimedByOthers } from './claims'
export { decisionAudit } from './decision-audit'
export { lastDecision } from './last-decision'
