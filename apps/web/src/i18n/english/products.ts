import { addEnglish } from './registry'

/** English texts of the products screen only. They ship in its route chunk (decision 030). */
export const productsTexts = {
  'products.title': 'Products',
  'products.add': 'Add New Product',
  'products.search': 'Search products',
  'products.searchPlaceholder': 'Search by title, location or description',
  'products.tableCaption': 'Products',
  'products.col.id': 'ID',
  'products.col.title': 'Product title',
  'products.col.category': 'Category',
  'products.col.location': 'Location',
  'products.col.price': 'Price',
  'products.col.description': 'Description',
  'products.col.status': 'Status',
  'products.col.actions': 'Actions',
  'products.actionsFor': 'Actions for {title}',
  'products.showDetails': 'show details',
  'products.rate': 'rate',
  'products.loadFailed': 'Failed to load products.',
  'products.empty': 'No products found.',
  'products.noMatch': 'No products match your search.',
  'products.emptyPending': 'No products are waiting for approval.',
  'products.emptyRejected': 'No rejected products.',
  'products.noPermission': "You don't have permission to view this data.",
} as const

addEnglish(productsTexts)
