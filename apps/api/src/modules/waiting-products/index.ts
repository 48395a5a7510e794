// The approval module's public entry (docs/decisions/014): the audit entry of a decision, which
// a reject through the products module's DELETE writes too, and the claims that reject respects.

export { claimedByOthers } from './claims'
export { decisionAudit } from './decision-audit'
