import { Box } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cellValue, paiseToRupees, type ReportRow } from '@ptax/contracts';
import { formatPaise } from '../properties/format';

export interface ChartSeries {
  /** Dot path of a paise figure in each row. */
  key: string;
  /** Already in the screen's language. */
  label: string;
  color: string;
}

const LAKH = 1_00_000;
/** The axis in lakh of rupees ('12.5 L'), as municipal accounts speak of large sums. */
const axisRupees = (rupees: number) =>
  Math.abs(rupees) >= LAKH ? `${(rupees / LAKH).toFixed(1)} L` : `${rupees}`;

/**
 * The legend as a plain list: each series' colour (hidden from screen readers) and its name, already in
 * the screen's language. recharts' own legend names each swatch "<name> legend icon", in English.
 */
function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {series.map((s) => (
        <Box
          component="li"
          key={s.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 12 }}
        >
          <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
          {s.label}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Amounts by category as bars (recharts): one bar per series for each row, rupees on the axis, the
 * exact amount in the tooltip. `category` names each row ('name', 'month', ...).
 */
export function ReportBarChart({
  rows,
  category,
  series,
  height = 280,
  label,
}: {
  rows: ReportRow[];
  category: (row: ReportRow) => string;
  series: ChartSeries[];
  height?: number;
  /** What the chart shows, for screen readers. */
  label: string;
}) {
  const data = rows.map((row) => ({
    category: category(row),
    ...Object.fromEntries(series.map((s) => [s.key, paiseToRupees(Number(cellValue(row, s.key) ?? 0))])),
  }));
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height, minWidth: 0 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="category" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis tickFormatter={axisRupees} width={64} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => formatPaise(Math.round(Number(value) * 100))} />
          <Legend content={() => <ChartLegend series={series} />} />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
