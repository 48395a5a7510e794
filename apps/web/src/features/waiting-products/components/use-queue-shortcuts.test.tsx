import { act, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { shortcutOf, useQueueShortcuts } from './use-queue-shortcuts'

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

/** A screen that approves on `a`. */
function Approving({ onApprove }: { onApprove: () => void }) {
  useQueueShortcuts(true, { onApprove, onReject: () => {}, onHelp: () => {} })
  return null
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

  it('approves on an Arabic layout: the A key (code KeyA) types "ش"', () => {
    const onApprove = vi.fn()
    render(<Approving onApprove={onApprove} />)
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ش', code: 'KeyA', bubbles: true, cancelable: true }),
    )
    expect(onApprove).toHaveBeenCalledTimes(1)
    // With a modifier, it is the browser's.
    document.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ش', code: 'KeyA', ctrlKey: true, bubbles: true }),
    )
    expect(onApprove).toHaveBeenCalledTimes(1)
  })
})

describe('shortcutOf, on any keyboard layout', () => {
  const key = (key: string, code: string, shiftKey = false) => shortcutOf({ key, code, shiftKey })
  it.each([
    ['US a', key('a', 'KeyA'), 'a'],
    ['Caps Lock A', key('A', 'KeyA'), 'a'],
    ['Arabic: the A key types ش', key('ش', 'KeyA'), 'a'],
    ['Arabic: the J key types ت', key('ت', 'KeyJ'), 'j'],
    ['Arabic: the N key types ى', key('ى', 'KeyN'), 'n'],
    ['Russian: the R key types к', key('к', 'KeyR'), 'r'],
    ['AZERTY: the key printed A (code KeyQ)', key('a', 'KeyQ'), 'a'],
    ['AZERTY: the key printed Q (code KeyA) is no shortcut', key('q', 'KeyA'), null],
    ['US ? (Shift+/)', key('?', 'Slash', true), '?'],
    ['AZERTY ? (Shift and the key printed ,)', key('?', 'KeyM', true), '?'],
    ['Arabic ؟ (Shift+/)', key('؟', 'Slash', true), '?'],
    ['AZERTY Shift and the physical / key (types §)', key('§', 'Slash', true), '?'],
    ['Shift+A is no shortcut', key('A', 'KeyA', true), null],
    ['Enter is no shortcut', key('Enter', 'Enter'), null],
    ['an unknown key value falls back to its place', key('Unidentified', 'KeyX'), 'x'],
  ])('%s', (_, got, expected) => {
    expect(got).toBe(expected)
  })
})
