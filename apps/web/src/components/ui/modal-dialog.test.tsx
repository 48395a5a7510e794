import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'
import { ModalDialog } from './modal-dialog'

function DetailsExample() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show details
      </button>
      <button type="button">Elsewhere</button>
      <ModalDialog
        open={open}
        title="Subcategory Details"
        closeLabel="Close"
        onClose={() => setOpen(false)}
      >
        <a href="/subcategories/5">Open the page</a>
      </ModalDialog>
    </>
  )
}

describe('ModalDialog', () => {
  it('opens as a native modal dialog with focus on its close button', async () => {
    const user = userEvent.setup()
    render(<DetailsExample />)
    await user.click(screen.getByRole('button', { name: 'Show details' }))
    const dialog = screen.getByRole('dialog', { name: 'Subcategory Details' })
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const user = userEvent.setup()
    render(<DetailsExample />)
    await user.click(screen.getByRole('button', { name: 'Show details' }))
    const link = screen.getByRole('link', { name: 'Open the page' })
    const close = screen.getByRole('button', { name: 'Close' })

    await user.tab()
    expect(link).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(link).toHaveFocus()
    await user.tab({ shift: true })
    expect(close).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup()
    render(<DetailsExample />)
    const opener = screen.getByRole('button', { name: 'Show details' })
    await user.click(opener)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes on a click on the backdrop but not on one inside the card', async () => {
    const user = userEvent.setup()
    render(<DetailsExample />)
    await user.click(screen.getByRole('button', { name: 'Show details' }))
    await user.click(screen.getByRole('heading', { name: 'Subcategory Details' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveFocus()
  })
})

describe('ConfirmDialog', () => {
  function renderConfirm(busy: boolean) {
    const onCancel = vi.fn()
    const onConfirm = vi.fn()
    const opener = document.createElement('button')
    opener.textContent = 'Delete'
    document.body.append(opener)
    opener.focus()
    const view = render(
      <ConfirmDialog
        open
        title="Delete product"
        message="Are you sure?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    )
    return { onCancel, onConfirm, opener, view }
  }

  it('is an alert dialog that starts on Cancel and cancels on Escape', async () => {
    const user = userEvent.setup()
    const { onCancel, opener, view } = renderConfirm(false)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete product' })
    expect(dialog).toHaveAccessibleDescription('Are you sure?')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledOnce()

    view.unmount()
    expect(opener).toHaveFocus()
    opener.remove()
  })

  it('stays open on Escape while the action runs', async () => {
    const user = userEvent.setup()
    const { onCancel, opener } = renderConfirm(true)
    await user.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open')
    opener.remove()
  })

  it('starts on the confirm button when asked (a decision whose answer is filled in)', () => {
    render(
      <ConfirmDialog
        open
        title="Reject product"
        message="Why?"
        confirmLabel="Reject"
        busyLabel="Rejecting..."
        cancelLabel="Cancel"
        initialFocus="confirm"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus()
  })
})
