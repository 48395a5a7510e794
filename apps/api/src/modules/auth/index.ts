// The auth module's public entry: the only file another module may import from it
// (docs/decisions/014). Blocking a user ends their sessions through it.
export { endSessions } from './end-sessions'
// An admin's reset link for someone (users module, issue 25).
export { adminIssueReset } from './password-service'
export { mailLang } from './reset-mail'
