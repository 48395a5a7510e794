import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { SeriesPoint } from './sales-series'

type SalesChartProps = { data: SeriesPoint[]; seriesName: string }

/**
 * The bar chart of the sales overview. It is the only module that imports Recharts and is
 * loaded lazily, so the library ships in a chunk of its own that only the dashboard fetches.
 * Screen readers get the same figures from the table beside it, hence `aria-hidden` here.
 */
export function SalesChart({ data, seriesName }: SalesChartProps) {
  const rtl = document.documentElement.dir === 'rtl'
  return (
    <div aria-hidden="true" className="size-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            reversed={rtl}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            minTickGap={12}
          />
          <YAxis
            allowDecimals={false}
            orientation={rtl ? 'right' : 'left'}
            width={32}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar
            dataKey="count"
            name={seriesName}
            fill="#059669"
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
