/** The geometry of the sales chart (sales-chart.tsx), kept apart so it can be tested alone. */

export type BarChartLayoutInput = {
  counts: readonly number[]
  labels: readonly string[]
  width: number
  height: number
  rtl: boolean
}

export type Bar = { x: number; y: number; width: number; height: number; bandX: number }
export type Tick = { value: number; y: number }
export type XLabel = { index: number; x: number }

export type BarChartLayout = {
  bars: Bar[]
  ticks: Tick[]
  xLabels: XLabel[]
  bandWidth: number
  plot: { left: number; right: number; top: number; bottom: number }
  /** Where the y axis's labels are anchored, and which way they run. */
  axisX: number
  axisAnchor: 'start' | 'end'
}

/** The width of the y axis, the gap on the other side, the room above and below the bars. */
const AXIS_WIDTH = 32
const SIDE_GAP = 8
const TOP_GAP = 8
const X_LABELS_HEIGHT = 24
const MAX_BAR_WIDTH = 48
/** A tenth of each band on each side of its bar is left empty. */
const BAND_GAP = 0.1
/** About the width of a character of the 12 px labels, and the least room between two. */
const CHAR_WIDTH = 7
const MIN_LABEL_GAP = 12

/**
 * Integer ticks from 0 to at least the largest count, about five of them, at a step of 1, 2 or
 * 5 times a power of ten (0 to 4 when every count is 0).
 */
export function integerTicks(max: number, target = 4): number[] {
  if (max <= 0) return [0, 1, 2, 3, 4]
  const rough = Math.max(1, max / target)
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power
  const top = Math.ceil(max / step) * step
  return Array.from({ length: top / step + 1 }, (_, i) => i * step)
}

/**
 * Every nth label, n as small as lets the longest label fit with a gap; counted from the last
 * bar so the most recent day is always labelled.
 */
function labelEvery(labels: readonly string[], bandWidth: number): number {
  const longest = Math.max(0, ...labels.map((label) => label.length)) * CHAR_WIDTH
  return Math.max(1, Math.ceil((longest + MIN_LABEL_GAP) / Math.max(bandWidth, 1)))
}

/** Bars, ticks and labels for a size in pixels; right to left, time runs leftwards. */
export function barChartLayout({
  counts,
  labels,
  width,
  height,
  rtl,
}: BarChartLayoutInput): BarChartLayout {
  const plot = {
    left: rtl ? SIDE_GAP : AXIS_WIDTH,
    right: width - (rtl ? AXIS_WIDTH : SIDE_GAP),
    top: TOP_GAP,
    bottom: height - X_LABELS_HEIGHT,
  }
  const plotWidth = Math.max(0, plot.right - plot.left)
  const plotHeight = Math.max(0, plot.bottom - plot.top)
  const ticks = integerTicks(Math.max(0, ...counts))
  const top = ticks[ticks.length - 1] ?? 1
  const yOf = (value: number) => plot.bottom - (value / top) * plotHeight
  const n = counts.length
  const bandWidth = n > 0 ? plotWidth / n : 0
  const barWidth = Math.min(MAX_BAR_WIDTH, bandWidth * (1 - 2 * BAND_GAP))
  const bandXOf = (index: number) => plot.left + (rtl ? n - 1 - index : index) * bandWidth
  const bars = counts.map((count, index) => {
    const bandX = bandXOf(index)
    const y = yOf(count)
    return {
      x: bandX + (bandWidth - barWidth) / 2,
      y,
      width: barWidth,
      height: plot.bottom - y,
      bandX,
    }
  })
  const every = labelEvery(labels, bandWidth)
  const xLabels = labels.flatMap((_, index) =>
    (n - 1 - index) % every === 0 ? [{ index, x: bandXOf(index) + bandWidth / 2 }] : [],
  )
  return {
    bars,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    xLabels,
    bandWidth,
    plot,
    axisX: rtl ? plot.right + 4 : plot.left - 4,
    axisAnchor: rtl ? 'start' : 'end',
  }
}
