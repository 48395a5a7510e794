// The statements of reasons (decision 057): read by a seller's listings, the appeals queue
// and the seller's mail.

export { readStatements, toAppeal } from './statements-repository'
