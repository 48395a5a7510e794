// The staff notifications' public entry (decision 057): the changes that tell someone.

export { notifyAppeal, notifyResubmitted, notifySignals } from './notifications-service'
