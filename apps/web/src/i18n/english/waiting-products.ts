import { addEnglish } from './registry'

/**
 * English texts of the waiting-products screen only. They ship in its route chunk (decision 030).
 */
export const waitingProductsTexts = {
  'waiting.title': 'Waiting Products',
  'waiting.subtitle': 'Products waiting for approval',
  'waiting.search': 'Search waiting products',
  'waiting.searchPlaceholder': 'Search by title, location or description',
  'waiting.tableCaption': 'Products waiting for approval',
  'waiting.col.id': 'ID',
  'waiting.col.title': 'Product title',
  'waiting.col.category': 'Category',
  'waiting.col.location': 'Location',
  'waiting.col.price': 'Price',
  'waiting.col.actions': 'Actions',
  'waiting.sortBy': 'Sort by',
  'waiting.sortAscending': 'Ascending order; switch to descending',
  'waiting.sortDescending': 'Descending order; switch to ascending',
  'waiting.actionsFor': 'Actions for {title}',
  'waiting.showDetails': 'Show Details',
  'waiting.empty': 'No data available',
  'waiting.caughtUp': 'All caught up',
  'waiting.lastDecided': 'The last product was decided {when}.',
  'waiting.nothingDecided': 'No product has been decided yet.',
  'waiting.col.select': 'Select',
  'waiting.col.since': 'Waiting since',
  'waiting.select': 'Select {title}',
  'waiting.selectPage': 'Select all on this page',
  'waiting.selectedCount': '{count} selected',
  'waiting.approveSelected': 'Approve selected',
  'waiting.rejectSelected': 'Reject selected',
  'waiting.bulkRejectTitle': 'Reject selected products',
  'waiting.bulkRejectConfirm':
    'Are you sure you want to reject {count} products? You can undo it for a few seconds.',
  'presence.label': 'Also on this list',
  'presence.person': '{name} is also on this list',
  'presence.more': '{count} more on this list',
  'waiting.by': 'by {name}',
  'signals.filter': 'Signals',
  'signals.filterAll': 'All listings',
  'signals.filterAny': 'With signals',
} as const

addEnglish(waitingProductsTexts)
