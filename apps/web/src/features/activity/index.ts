// The activity feature's public entry (decision 014): the dashboard's feed writes its entries
// with the same sentences.
export { activitySentence } from './components/activity-sentence'
export { RecordHistory } from './components/record-history'
