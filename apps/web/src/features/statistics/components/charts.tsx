import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from 'recharts';

// Charts draw in `currentColor`: each series sets its colour with text-* classes (one for each
// theme), and axes and grid inherit the card's text colour, so a theme switch restyles them with
// CSS alone. They are hidden from assistive technology (the card's table carries the figures),
// so recharts' keyboard layer is off: nothing inside is focusable.

/** The first series' colour in light and dark themes. */
export const SERIES_A = 'text-brand-600 dark:text-brand-300';
/** The second series' colour. */
export const SERIES_B = 'text-gold-500 dark:text-gold-400';

const AXIS = {
  stroke: 'currentColor',
  tick: { fill: 'currentColor', fontSize: 12 },
  tickLine: false,
} as const;
const GRID = { stroke: 'currentColor', strokeOpacity: 0.18, strokeDasharray: '3 3' } as const;

/** Long category names are cut on the axis; the table keeps them whole. */
const shorten = (max: number) => (value: string) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

type Datum = Record<string, string | number>;

type Margin = { top: number; right: number; bottom: number; left: number };

/** What every chart element here sets: its data, the card's width and height, no keyboard layer. */
const chartFrame = (data: Datum[], height: number, margin: Margin) =>
  ({ responsive: true, accessibilityLayer: false, data, style: { width: '100%', height }, margin }) as const;

/** A bar series: drawn at once (as the lines are), so nothing moves for readers who avoid motion. */
const BAR = { fill: 'currentColor', className: SERIES_A, isAnimationActive: false } as const;

/** The tooltip of bar charts, with a faint band behind the bar under the pointer. */
const BAR_TOOLTIP = { content: ChartTooltip, cursor: { fill: 'currentColor', fillOpacity: 0.08 } } as const;

/** The tooltip, in the page's own card style (both themes). */
function ChartTooltip({
  active,
  payload,
  label,
  labelFormatter,
}: TooltipContentProps<TooltipValueType, string | number>) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-lg dark:border-white/15 dark:bg-night-900 dark:text-slate-100">
      <p className="font-semibold">{labelFormatter ? labelFormatter(label, payload) : label}</p>
      {payload.map((item) => (
        <p key={String(item.dataKey)}>
          {item.name}: {item.value}
        </p>
      ))}
    </div>
  );
}

type ColumnChartProps = {
  data: Datum[];
  labelKey: string;
  valueKey: string;
  valueName: string;
  height: number;
};

/** Upright bars, one per label (classes, roles, rarities, star values). */
export function ColumnChart({ data, labelKey, valueKey, valueName, height }: ColumnChartProps) {
  return (
    <BarChart {...chartFrame(data, height, { top: 8, right: 8, bottom: 0, left: -16 })}>
      <CartesianGrid {...GRID} vertical={false} />
      <XAxis {...AXIS} dataKey={labelKey} interval={0} tickFormatter={shorten(10)} />
      <YAxis {...AXIS} allowDecimals={false} />
      <Tooltip {...BAR_TOOLTIP} />
      <Bar {...BAR} dataKey={valueKey} name={valueName} radius={[4, 4, 0, 0]} />
    </BarChart>
  );
}

type RowChartProps = ColumnChartProps & {
  labelWidth?: number;
  /** The value axis' highest value (e.g. 5 stars); the data's own by default. */
  max?: number;
};

/** Sideways bars, one row per label, for long names (heroes, tags, categories). */
export function RowChart({
  data,
  labelKey,
  valueKey,
  valueName,
  height,
  labelWidth = 112,
  max,
}: RowChartProps) {
  return (
    <BarChart layout="vertical" {...chartFrame(data, height, { top: 0, right: 12, bottom: 0, left: 0 })}>
      <CartesianGrid {...GRID} horizontal={false} />
      <XAxis {...AXIS} type="number" allowDecimals={false} domain={[0, max ?? 'auto']} />
      <YAxis
        {...AXIS}
        type="category"
        dataKey={labelKey}
        width={labelWidth}
        interval={0}
        tickFormatter={shorten(16)}
      />
      <Tooltip {...BAR_TOOLTIP} />
      <Bar {...BAR} dataKey={valueKey} name={valueName} radius={[0, 4, 4, 0]} />
    </BarChart>
  );
}

type TimeChartProps = {
  data: Datum[];
  dateKey: string;
  height: number;
  formatDate: (date: string) => string;
};

const TIME_MARGIN = { top: 8, right: 12, bottom: 0, left: -16 };

/** A time chart's grid, date axis (dates at least `minTickGap` apart), count axis and tooltip. */
function timeAxes({ dateKey, formatDate }: TimeChartProps, minTickGap: number) {
  return (
    <>
      <CartesianGrid {...GRID} vertical={false} />
      <XAxis {...AXIS} dataKey={dateKey} tickFormatter={formatDate} minTickGap={minTickGap} />
      <YAxis {...AXIS} allowDecimals={false} />
      <Tooltip content={ChartTooltip} labelFormatter={(label) => formatDate(String(label))} />
    </>
  );
}

/** One line over time (members per week). */
export function TimeLineChart({
  valueKey,
  valueName,
  ...props
}: TimeChartProps & { valueKey: string; valueName: string }) {
  return (
    <LineChart {...chartFrame(props.data, props.height, TIME_MARGIN)}>
      {timeAxes(props, 16)}
      <Line
        dataKey={valueKey}
        name={valueName}
        stroke="currentColor"
        strokeWidth={2}
        dot={{ r: 3, fill: 'currentColor' }}
        className={SERIES_A}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

/** One series of a time chart: its key in the data, its name and its colour classes. */
export type SeriesSpec = { key: string; name: string; className: string };

/** Stacked areas over time (hero and wall comments per day). */
export function StackedAreaChart({ series, ...props }: TimeChartProps & { series: SeriesSpec[] }) {
  return (
    <AreaChart {...chartFrame(props.data, props.height, TIME_MARGIN)}>
      {timeAxes(props, 24)}
      {series.map((s) => (
        <Area
          key={s.key}
          dataKey={s.key}
          name={s.name}
          stackId="total"
          stroke="currentColor"
          fill="currentColor"
          fillOpacity={0.35}
          className={s.className}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  );
}
