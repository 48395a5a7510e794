import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { firstThumbnail, ProductThumb } from './product-thumb'

const square = '/uploads/products/a-small.webp'
const thumb = '/uploads/products/a-thumb.webp'
const srcset = `${square} 128w, ${thumb} 400w`
const imgOf = (container: HTMLElement) => container.querySelector('img')

describe('ProductThumb', () => {
  it('offers the square and the thumbnail by width, for the box’s size in CSS pixels', () => {
    const { container } = render(<ProductThumb src={thumb} srcSet={srcset} size={56} />)
    const img = imgOf(container)
    expect(img).toHaveAttribute('src', thumb)
    expect(img).toHaveAttribute('srcset', srcset)
    expect(img).toHaveAttribute('sizes', '56px')
    expect(img).toHaveAttribute('width', '56')
    expect(img).toHaveClass('size-14', 'object-cover')
  })

  it('shows a picture without list sizes from its thumbnail alone', () => {
    const { container } = render(<ProductThumb src={thumb} />)
    const img = imgOf(container)
    expect(img).toHaveAttribute('src', thumb)
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(img).toHaveClass('size-10')
  })

  it('keeps the row aligned with an icon when there is no picture', () => {
    const { container } = render(<ProductThumb {...firstThumbnail([])} size={32} />)
    expect(imgOf(container)).toBeNull()
    expect(container.querySelector('[data-thumb="none"]')).toHaveClass('size-8')
  })
})

describe('firstThumbnail', () => {
  it('gives the first picture’s thumbnail with its sizes, else what there is', () => {
    const url = '/uploads/products/a.webp'
    expect(firstThumbnail([{ url, thumbnailUrl: thumb, thumbnailSrcset: srcset }])).toEqual({
      src: thumb,
      srcSet: srcset,
    })
    expect(firstThumbnail([{ url, thumbnailUrl: thumb }])).toEqual({ src: thumb })
    // No thumbnail: the sizes would not name the picture shown, so none.
    expect(firstThumbnail([{ url, thumbnailUrl: null, thumbnailSrcset: srcset }])).toEqual({
      src: url,
    })
  })
})
