import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { useDirection } from '@/i18n/i18n'
import type { SeriesPoint } from './sales-series'

type SalesChartProps = { data: SeriesPoint[]; seriesName: string }

/**
 * The bar chart of the sales overview. It is the only module that imports Recharts and is
 * loaded lazily, so the library ships in a chunk of its own that only the dashboard fetches.
 * Screen readers get the same figures from the table beside it, hence `aria-hidden` here.
 * Colours are the theme's CSS variables, so the chart follows the dark theme too.
 */
export function SalesChart({ data, seriesName }: SalesChartProps) {
  // Right to left, time runs from right to left too and the counts sit on the right.
  const rtl = useDirection() === 'rtl'
  return (
    <div aria-hidden="true" className="size-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: rtl ? 0 : 8, bottom: 0, left: rtl ? 8 : 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: 'var(--color-slate-500)' }}
            minTickGap={12}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={32}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: 'var(--color-slate-500)' }}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-slate-100)' }}
            contentStyle={{
              backgroundColor: 'var(--color-white)',
              borderColor: 'var(--color-slate-200)',
              borderRadius: 8,
            }}
            labelStyle={{ color: 'var(--color-slate-900)' }}
            itemStyle={{ color: 'var(--color-emerald-700)' }}
          />
          <Bar
            dataKey="count"
            name={seriesName}
            fill="var(--color-emerald-600)"
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
