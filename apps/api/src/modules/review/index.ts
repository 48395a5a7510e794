// The review module's public entry (decision 014): the one decision path, which an appeal's
// overturn goes through (decision 057).

export { decide, movedOn, ONE } from './review-service'
