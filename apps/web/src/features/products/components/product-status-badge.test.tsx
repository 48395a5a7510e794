import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductStatusBadge } from './product-status-badge'
import '@/i18n/english/screens'

describe('ProductStatusBadge', () => {
  it.each([
    ['approved', 'Approved'],
    ['pending', 'Pending'],
    ['rejected', 'Rejected'],
  ] as const)('names a %s listing', (status, label) => {
    render(<ProductStatusBadge status={status} />)
    expect(screen.getByText(label)).toBeInTheDocument()
  })
})
