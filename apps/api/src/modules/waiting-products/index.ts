// The queue module's public entry (docs/decisions/014): the claims a decision respects and
// ends (the review module decides; this module only lists, shows and claims).

export { claimedByOthers, endClaims } from './claims-service'
