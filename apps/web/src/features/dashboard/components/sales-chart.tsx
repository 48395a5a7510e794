import { useLayoutEffect, useRef, useState } from 'react'
import { useDirection, useLocale } from '@/i18n/i18n'
import { formatNumber } from '@/lib/format'
import { barChartLayout } from './bar-chart-layout'
import type { SeriesPoint } from './sales-series'

type SalesChartProps = { data: SeriesPoint[]; seriesName: string }

/** Before the first measure (and in tests, where nothing has a size): the panel's usual size. */
const FALLBACK = { width: 600, height: 256 }

/** The sales overview's bar chart: an SVG drawn by hand (decision 029). */
export function SalesChart({ data, seriesName }: SalesChartProps) {
  // Right to left, time runs from right to left too and the counts sit on the right.
  const rtl = useDirection() === 'rtl'
  const locale = useLocale()
  const box = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState(FALLBACK)
  const [active, setActive] = useState<number | null>(null)

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      if (width > 0 && height > 0) setSize({ width, height })
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const { width, height } = size
  const layout = barChartLayout({
    counts: data.map((point) => point.count),
    labels: data.map((point) => point.label),
    width,
    height,
    rtl,
  })
  const shown = active === null ? undefined : data[active]
  const activeBar = active === null ? undefined : layout.bars[active]

  return (
    <div aria-hidden="true" ref={box} className="relative size-full" data-chart="wrapper">
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        direction="ltr"
        aria-hidden="true"
        className="block overflow-visible text-xs"
        data-chart="surface"
        onPointerLeave={() => setActive(null)}
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={layout.plot.left}
              x2={layout.plot.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-slate-200"
            />
            <text
              x={layout.axisX}
              y={tick.y}
              dy="0.355em"
              textAnchor={layout.axisAnchor}
              className="fill-slate-500"
              data-chart="y-tick"
            >
              {tick.value}
            </text>
          </g>
        ))}
        {activeBar ? (
          <rect
            x={activeBar.bandX}
            y={layout.plot.top}
            width={layout.bandWidth}
            height={layout.plot.bottom - layout.plot.top}
            className="fill-slate-100"
          />
        ) : null}
        {layout.bars.map((bar, index) => (
          <path
            // The points are days or months in order; their index is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            d={roundedTop(bar.x, bar.y, bar.width, bar.height, 4)}
            className="fill-emerald-600"
            data-chart="bar"
            data-count={data[index]?.count}
          />
        ))}
        {layout.xLabels.map(({ index, x }) => (
          <text
            key={index}
            x={x}
            y={layout.plot.bottom + 16}
            textAnchor="middle"
            className="fill-slate-500"
            data-chart="x-label"
          >
            {data[index]?.label}
          </text>
        ))}
        {layout.bars.map((bar, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one band per point, in order
            key={index}
            x={bar.bandX}
            y={layout.plot.top}
            width={layout.bandWidth}
            height={layout.plot.bottom - layout.plot.top}
            fill="transparent"
            onPointerEnter={() => setActive(index)}
          />
        ))}
      </svg>
      {shown && activeBar ? (
        <div
          className="pointer-events-none absolute top-2 z-10 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm whitespace-nowrap shadow-sm"
          style={tooltipPosition(activeBar.bandX + layout.bandWidth / 2, width)}
        >
          <p className="text-slate-900">{shown.label}</p>
          <p className="text-emerald-700">
            {seriesName} : {formatNumber(shown.count, locale)}
          </p>
        </div>
      ) : null}
    </div>
  )
}

/** A bar with its two top corners rounded (no corner taller than the bar or wider than half). */
function roundedTop(x: number, y: number, width: number, height: number, radius: number) {
  if (height <= 0 || width <= 0) return ''
  const r = Math.min(radius, width / 2, height)
  const bottom = y + height
  return `M${x},${bottom}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${bottom}Z`
}

/** Beside the bar pointed at, on the side with more room, so it never leaves the chart. */
function tooltipPosition(center: number, width: number) {
  return center < width / 2 ? { left: center + 12 } : { right: width - center + 12 }
}
