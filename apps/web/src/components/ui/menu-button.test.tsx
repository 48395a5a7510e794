import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '@/testing/render'
import { MenuButton } from './menu-button'

function renderMenu(onBlock = vi.fn()) {
  const view = renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <MenuButton
              label="Actions for Amina"
              items={[
                { key: 'details', label: 'Show Details', to: '/users/12' },
                { key: 'block', label: 'Block', onSelect: onBlock },
              ]}
            />
            <button type="button">After</button>
          </>
        ),
      },
      { path: '/users/:id', element: <h1>Details</h1> },
    ],
    '/',
  )
  return { ...view, onBlock, user: userEvent.setup() }
}

const trigger = () => screen.getByRole('button', { name: 'Actions for Amina' })

describe('MenuButton', () => {
  it('opens with Enter on its first item and walks the items with the arrows', async () => {
    const { user } = renderMenu()
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(trigger()).toHaveAttribute('aria-controls', screen.getByRole('menu').id)
    expect(screen.getByRole('menuitem', { name: 'Show Details' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Show Details' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus()
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderMenu()
    trigger().focus()
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('runs an action with Enter, closing and returning focus', async () => {
    const { user, onBlock } = renderMenu()
    trigger().focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onBlock).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('follows a link item with Enter', async () => {
    const { user, router } = renderMenu()
    trigger().focus()
    await user.keyboard('{Enter}{Enter}')
    expect(router.state.location.pathname).toBe('/users/12')
  })

  it('closes on Tab and on a click elsewhere', async () => {
    const { user } = renderMenu()
    await user.click(trigger())
    await user.keyboard('{Tab}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()

    await user.click(trigger())
    expect(screen.getByRole('menu')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'After' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('stays open on a late scroll event when its button did not move, and closes when it did', async () => {
    const { user } = renderMenu()
    let top = 100
    vi.spyOn(trigger(), 'getBoundingClientRect').mockImplementation(
      () => ({ top, left: 500, bottom: top + 32, right: 532 }) as DOMRect,
    )
    await user.click(trigger())
    expect(screen.getByRole('menu')).toBeInTheDocument()
    // The scroll that brought the button into view, dispatched after the click.
    fireEvent.scroll(document.body)
    expect(screen.getByRole('menu')).toBeInTheDocument()
    top = 40
    fireEvent.scroll(document.body)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
