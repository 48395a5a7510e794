// The auth module's public entry: the only file another module may import from it
// (docs/decisions/014). Blocking a user ends their sessions through it.

// A block and a role change end the account's unspent links (docs/security.md).
export { revokeResetTokens } from './password-reset-repository'
// An admin's reset link for someone, and staff invitations (users module).
export { adminIssueReset, issueInvite } from './password-service'
export { unusablePasswordHash } from './passwords'
export { mailLang } from './reset-mail'
export { endSessions } from './session-end-service'
// A live stream checks its session afresh once it listens (events module).
export { findSessionUser } from './session-repository'
// An admin turns off someone's lost second factor (users module).
export { resetTwoFactor } from './two-factor-service'
