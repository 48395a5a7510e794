import { fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocaleStore } from '@/i18n/i18n'
import { barChartLayout, integerTicks } from './bar-chart-layout'
import { SalesChart } from './sales-chart'

const points = [
  { label: 'Nov 20', count: 2 },
  { label: 'Nov 21', count: 0 },
  { label: 'Nov 22', count: 5 },
  { label: 'Nov 23', count: 1 },
]

/** The bars' paths, their top (y of the first move after the bottom) and height. */
function bars(container: HTMLElement) {
  return [...container.querySelectorAll<SVGPathElement>('[data-chart="bar"]')].map((bar) => {
    const d = bar.getAttribute('d') ?? ''
    const numbers = d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? []
    const [x = 0, bottom = 0] = numbers
    // M x,bottom V top+r Q x,top …: the Q's control point is the bar's top corner.
    const top = numbers[4] ?? bottom
    return { x, height: d ? bottom - top : 0, count: Number(bar.dataset.count) }
  })
}

const yTicks = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-chart="y-tick"]')].map((tick) => tick.textContent)

afterEach(() => useLocaleStore.setState({ locale: 'en' }))

describe('SalesChart', () => {
  it('draws one bar per point, as tall as its count in proportion', () => {
    const { container } = render(<SalesChart data={points} seriesName="New products" />)
    const drawn = bars(container)
    expect(drawn).toHaveLength(4)
    expect(drawn.map((bar) => bar.count)).toEqual([2, 0, 5, 1])
    const [two, zero, five, one] = drawn.map((bar) => bar.height)
    expect(zero).toBe(0)
    expect(five).toBeCloseTo(((two ?? 0) * 5) / 2, 5)
    expect(one).toBeCloseTo((two ?? 0) / 2, 5)
    // Time runs left to right.
    const xs = drawn.filter((bar) => bar.height > 0).map((bar) => bar.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
  })

  it('labels the y axis with whole numbers from 0 up to the largest count or beyond', () => {
    const { container } = render(<SalesChart data={points} seriesName="New products" />)
    const ticks = yTicks(container).map(Number)
    expect(ticks[0]).toBe(0)
    expect(ticks.every(Number.isInteger)).toBe(true)
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(5)
    expect(integerTicks(3)).toEqual([0, 1, 2, 3])
    expect(integerTicks(37)).toEqual([0, 10, 20, 30, 40])
  })

  it('runs from right to left, with its counts on the right, in Arabic', () => {
    useLocaleStore.setState({ locale: 'ar' })
    const { container } = render(<SalesChart data={points} seriesName="منتجات جديدة" />)
    const drawn = bars(container).filter((bar) => bar.height > 0)
    const xs = drawn.map((bar) => bar.x)
    expect(xs).toEqual([...xs].sort((a, b) => b - a))
    const tick = container.querySelector('[data-chart="y-tick"]')
    const firstBar = drawn[0]?.x ?? 0
    expect(Number(tick?.getAttribute('x'))).toBeGreaterThan(firstBar)
    expect(tick?.getAttribute('text-anchor')).toBe('start')
  })

  it('draws the grid and no bar for an empty series', () => {
    const { container } = render(<SalesChart data={[]} seriesName="New products" />)
    expect(bars(container)).toHaveLength(0)
    expect(yTicks(container)).toEqual(['0', '1', '2', '3', '4'])
    expect(container.querySelector('[data-chart="x-label"]')).toBeNull()
  })

  it('shows the label and count of the bar pointed at, and hides them when the pointer leaves', () => {
    const { container, getByText, queryByText } = render(
      <SalesChart data={points} seriesName="New products" />,
    )
    const bands = container.querySelectorAll('rect[fill="transparent"]')
    fireEvent.pointerEnter(bands[2] as Element)
    expect(getByText('New products : 5')).toBeTruthy()
    expect(getByText('Nov 22', { selector: 'p' })).toBeTruthy()
    fireEvent.pointerLeave(container.querySelector('svg') as Element)
    expect(queryByText('New products : 5')).toBeNull()
  })

  it('keeps the chart from screen readers, which read the table beside it', () => {
    const { container } = render(<SalesChart data={points} seriesName="New products" />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('barChartLayout', () => {
  it('skips x labels that would not fit, always keeping the last one', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `Nov ${i + 1}`)
    const layout = barChartLayout({
      counts: labels.map(() => 1),
      labels,
      width: 360,
      height: 256,
      rtl: false,
    })
    const shown = layout.xLabels.map((label) => label.index)
    expect(shown.length).toBeLessThan(30)
    expect(shown.at(-1)).toBe(29)
    const gaps = layout.xLabels.slice(1).map((label, i) => label.x - (layout.xLabels[i]?.x ?? 0))
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6 * 7 + 12)
  })
})
