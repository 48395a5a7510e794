import { act, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useQueueShortcuts } from './use-queue-shortcuts'

const press = (key: string) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

/**
 * Presses `n` as soon as the screen with `enabled` is on the page, before the effects that run
 * after paint: the moment a fast keyboard (or Playwright) can press a key after a dialog closes.
 */
function Probe({ enabled, onApproveNext }: { enabled: boolean; onApproveNext: () => void }) {
  useQueueShortcuts(enabled, {
    onApprove: () => {},
    onApproveNext,
    onReject: () => {},
    onHelp: () => {},
  })
  useLayoutEffect(() => {
    if (enabled) press('n')
  }, [enabled])
  return null
}

/** A screen listening for the keys, with a search field. */
function Listening({ onApproveNext }: { onApproveNext: () => void }) {
  useQueueShortcuts(true, {
    onApprove: () => {},
    onApproveNext,
    onReject: () => {},
    onHelp: () => {},
  })
  return <input aria-label="Search" />
}

describe('useQueueShortcuts', () => {
  it('takes a key pressed right after a dialog closes, and none while it is open', () => {
    const onApproveNext = vi.fn()
    const { rerender } = render(<Probe enabled={false} onApproveNext={onApproveNext} />)
    act(() => press('n'))
    expect(onApproveNext).not.toHaveBeenCalled()
    rerender(<Probe enabled onApproveNext={onApproveNext} />)
    expect(onApproveNext).toHaveBeenCalledTimes(1)
  })

  it('leaves keys typed in a field and keys with Ctrl alone', () => {
    const onApproveNext = vi.fn()
    const { getByLabelText } = render(<Listening onApproveNext={onApproveNext} />)
    getByLabelText('Search').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'n', bubbles: true }),
    )
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', ctrlKey: true }))
    expect(onApproveNext).not.toHaveBeenCalled()
    press('n')
    expect(onApproveNext).toHaveBeenCalledTimes(1)
  })

  it('leaves keys pressed inside an open dialog to the dialog', () => {
    const onApproveNext = vi.fn()
    render(
      <>
        <Listening onApproveNext={onApproveNext} />
        <dialog open>
          <button type="button">Close</button>
        </dialog>
      </>,
    )
    const inside = document.querySelector('dialog button')
    inside?.dispatchEvent(new KeyboardEvent('keydown', { key: 'n', bubbles: true }))
    expect(onApproveNext).not.toHaveBeenCalled()
    press('n')
    expect(onApproveNext).toHaveBeenCalledTimes(1)
  })
})
