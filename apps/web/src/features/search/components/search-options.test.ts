import { describe, expect, it } from 'vitest'
import { t } from '@/i18n/i18n'
import { searchOptions } from './search-options'

describe('searchOptions', () => {
  it('sends users, approved, pending and rejected products and subcategories to their pages', () => {
    const options = searchOptions(
      {
        users: [{ id: 1, username: 'Rihla Admin', email: 'admin@rihla.dz' }],
        products: [
          { id: 7, title: 'Hajj 2027 full board', status: 'approved', thumbnailUrl: null },
          { id: 8, title: 'Umrah package 15 days', status: 'pending', thumbnailUrl: null },
          { id: 9, title: 'Oran villa', status: 'rejected', thumbnailUrl: null },
        ],
        subcategories: [{ id: 2, name: 'Hajj', category: 'A' }],
      },
      t,
      'en',
    )
    expect(options.map((o) => [o.group, o.href])).toEqual([
      ['users', '/users/1'],
      ['products', '/products/7'],
      ['products', '/waiting-products/8'],
      ['products', '/products/9'],
      ['subcategories', '/subcategories/2'],
    ])
    expect(options.filter((o) => o.group === 'products').map((o) => o.detail)).toEqual([
      'Approved',
      'Waiting for approval',
      'Rejected',
    ])
  })
})
