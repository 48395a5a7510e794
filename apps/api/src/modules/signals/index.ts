// The signals module's public entry (decision 049): the job that computes a
// product's duplicate and risk signals, what the queue reads of them, and "not a duplicate".
// It reads the products' tables itself and imports no other module: the products, review and
// queue modules import it, never the reverse.

export { signalRoutes } from './routes'
export { signalCondition, signalKindsColumn } from './signals-repository'
export { enqueueSignals, getSignals, registerSignalJobs } from './signals-service'
