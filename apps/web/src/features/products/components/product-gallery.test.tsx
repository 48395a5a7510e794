import type { Product } from '@rihla/contract/products'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { ProductGallery } from './product-gallery'

const pictures: Product['pictures'] = [1, 2, 3].map((n) => ({
  id: n,
  url: `/uploads/p${n}.webp`,
  thumbnailUrl: `/uploads/p${n}-thumb.webp`,
}))

const shown = () => screen.getByRole('img', { name: /^Umrah, picture \d of 3$/ })
const shownIn = (scope: HTMLElement) =>
  within(scope).getByRole('img', { name: /^Umrah, picture \d of 3$/ })

function renderGallery(list = pictures) {
  return { user: userEvent.setup(), ...render(<ProductGallery pictures={list} title="Umrah" />) }
}

/** A finger on `element` moving `dx` pixels sideways (and `dy` down). */
function swipe(element: HTMLElement, dx: number, dy = 0, pointerType = 'touch') {
  const at = { pointerId: 1, isPrimary: true, pointerType }
  fireEvent.pointerDown(element, { ...at, clientX: 200, clientY: 100 })
  fireEvent.pointerUp(element, { ...at, clientX: 200 + dx, clientY: 100 + dy })
}

afterEach(() => {
  act(() => useLocaleStore.getState().setLocale('en'))
})

describe('the product gallery', () => {
  it('shows the first picture large, its position, and a thumbnail for each', () => {
    renderGallery()
    expect(shown()).toHaveAttribute('src', '/uploads/p1.webp')
    expect(shown()).toHaveAccessibleName('Umrah, picture 1 of 3')
    expect(screen.getByText('Picture 1 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show picture 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('moves with the previous and next buttons, wrapping around', async () => {
    const { user } = renderGallery()
    await user.click(screen.getByRole('button', { name: 'Next picture' }))
    expect(shown()).toHaveAttribute('src', '/uploads/p2.webp')
    await user.click(screen.getByRole('button', { name: 'Previous picture' }))
    await user.click(screen.getByRole('button', { name: 'Previous picture' }))
    expect(shown()).toHaveAttribute('src', '/uploads/p3.webp')
    expect(screen.getByText('Picture 3 of 3')).toBeInTheDocument()
  })

  it('moves with the arrow keys, the focus following on the thumbnails', async () => {
    const { user } = renderGallery()
    await user.click(screen.getByRole('button', { name: 'Show picture 1' }))
    await user.keyboard('{ArrowRight}')
    expect(shown()).toHaveAttribute('src', '/uploads/p2.webp')
    expect(screen.getByRole('button', { name: 'Show picture 2' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(shown()).toHaveAttribute('src', '/uploads/p3.webp')
  })

  it('mirrors the arrow keys in Arabic: ArrowLeft is the next picture', async () => {
    act(() => useLocaleStore.getState().setLocale('ar'))
    const { user } = renderGallery()
    screen.getByRole('button', { name: 'عرض الصورة 1' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('img', { name: /2 من 3/ })).toHaveAttribute('src', '/uploads/p2.webp')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('img', { name: /1 من 3/ })).toHaveAttribute('src', '/uploads/p1.webp')
  })

  it('moves with a swipe of a finger, not with a mouse drag or a vertical scroll', () => {
    renderGallery()
    const picture = shown()
    swipe(picture, -80)
    expect(shown()).toHaveAttribute('src', '/uploads/p2.webp')
    swipe(shown(), 80)
    expect(shown()).toHaveAttribute('src', '/uploads/p1.webp')
    swipe(shown(), -20) // too short
    swipe(shown(), -60, 120) // a scroll down the page
    swipe(shown(), -80, 0, 'mouse')
    expect(shown()).toHaveAttribute('src', '/uploads/p1.webp')
  })

  it('mirrors swipes in Arabic: pushing the picture right brings the next one', () => {
    act(() => useLocaleStore.getState().setLocale('ar'))
    renderGallery()
    swipe(screen.getByRole('img', { name: /1 من 3/ }), 80)
    expect(screen.getByRole('img', { name: /2 من 3/ })).toBeInTheDocument()
  })

  it('zooms into a dialog that moves by keys and swipes, closes on Escape, and gives focus back', async () => {
    const { user } = renderGallery()
    const enlarge = screen.getByRole('button', { name: 'Enlarge picture 1 of 3' })
    await user.click(enlarge)
    const dialog = screen.getByRole('dialog', { name: 'Pictures of Umrah' })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(shownIn(dialog)).toHaveAttribute('src', '/uploads/p1.webp')
    expect(within(dialog).getByText('Picture 1 of 3')).toBeInTheDocument()

    await user.keyboard('{ArrowRight}')
    expect(shownIn(dialog)).toHaveAttribute('src', '/uploads/p2.webp')
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }))
    expect(shownIn(dialog)).toHaveAttribute('src', '/uploads/p3.webp')
    swipe(shownIn(dialog), -80)
    expect(shownIn(dialog)).toHaveAttribute('src', '/uploads/p1.webp')
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByText('Picture 3 of 3')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    // The page shows the picture last seen, and the focus is back on the button that opened it.
    expect(shown()).toHaveAttribute('src', '/uploads/p3.webp')
    expect(screen.getByRole('button', { name: 'Enlarge picture 3 of 3' })).toHaveFocus()
  })

  it('zooms on a click of the picture, and closes with its button', async () => {
    const { user } = renderGallery()
    await user.click(shown())
    const dialog = screen.getByRole('dialog', { name: 'Pictures of Umrah' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does not open the zoom at the end of a swipe over the picture', () => {
    renderGallery()
    const picture = shown()
    swipe(picture, -80)
    fireEvent.click(shown())
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('has no arrows, position nor thumbnails with one picture, but still zooms', async () => {
    const { user } = renderGallery(pictures.slice(0, 1))
    expect(screen.queryByRole('button', { name: 'Next picture' })).toBeNull()
    expect(screen.queryByText('Picture 1 of 1')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show picture 1' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Enlarge picture 1 of 1' }))
    const dialog = screen.getByRole('dialog', { name: 'Pictures of Umrah' })
    await user.keyboard('{ArrowRight}')
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/p1.webp')
  })

  it('shows a placeholder without pictures', () => {
    renderGallery([])
    expect(screen.getByText('No pictures')).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
