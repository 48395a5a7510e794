import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Notice, OutcomeNotice } from './notice'

describe('Notice', () => {
  it('reads a confirmation politely, as a status', () => {
    render(<Notice tone="success" message="Amina Benali is now blocked." />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Amina Benali is now blocked.')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveAttribute('aria-atomic', 'true')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads an error at once, as an alert', () => {
    render(<Notice tone="error" message="You cannot block your own account." />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('You cannot block your own account.')
    expect(alert).toHaveAttribute('aria-live', 'assertive')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('has a named dismiss button when it can be dismissed', async () => {
    const user = userEvent.setup()
    const onDismiss = vi.fn()
    render(<Notice tone="success" message="Saved." onDismiss={onDismiss} />)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})

describe('OutcomeNotice', () => {
  it('shows nothing until there is an outcome, then announces it', () => {
    const { rerender } = render(<OutcomeNotice outcome={null} onDismiss={() => {}} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    rerender(
      <OutcomeNotice
        outcome={{ tone: 'error', message: 'Failed to delete product.' }}
        onDismiss={() => {}}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete product.')
  })
})
