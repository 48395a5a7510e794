import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { ErrorState } from './error-state'

const FORBIDDEN = "You don't have permission to perform this action."

describe('ErrorState', () => {
  it("says why a refusal failed: the server's 403 message under the screen's own", () => {
    render(
      <ErrorState
        message="Failed to load waiting products."
        error={new ApiError(403, FORBIDDEN, undefined, true, 'auth.forbidden')}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Failed to load waiting products.')
    expect(alert).toHaveTextContent(FORBIDDEN)
  })

  it('keeps to its own message for other failures and for texts not from the server', () => {
    const { rerender } = render(
      <ErrorState
        message="Failed to load waiting products."
        error={new ApiError(500, 'Internal server error', undefined, true)}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load waiting products\.$/)
    rerender(
      <ErrorState
        message="Failed to load waiting products."
        error={new ApiError(403, 'Request failed', undefined, false)}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load waiting products\.$/)
  })
})
