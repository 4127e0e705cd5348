/**
 * Horizontal bars of the ten largest rows and "Others": Sales by Product, by Category and by Product
 * Variants. Each axis label is cut to fit; the whole name is the tick's title (shown on hover), in the tooltip,
 * and in a list read by screen readers with every bar's value.
 */
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BaseTickContentProps } from 'recharts/types/util/types';
import type { RankedBar } from '../chart-data';
import { MAX_BAR_SIZE, paletteColor } from '../chart-theme';
import { useDashboardText } from '../../i18n/dashboard';

/** The axis is this wide: labels of BAR_LABEL_MAX characters at 12 px. */
export const NAME_AXIS_WIDTH = 124;
const OTHERS_COLOUR = '#9e9e9e';

// React's SVG types lack `translate`; the attribute marks the shop's data for the Arabic walk.
const NO_TRANSLATE = { translate: 'no' } as object;

function NameTick({ x, y, payload, bars }: Partial<BaseTickContentProps> & { bars: readonly RankedBar[] }) {
  const t = useDashboardText();
  const bar = payload ? bars[payload.index] : undefined;
  if (!bar) return null;
  return (
    <text x={Number(x)} y={Number(y)} dy={4} dx={-4} textAnchor="end" fontSize={12} fill="#666">
      <title>{bar.others !== undefined ? t.axisLabel(bar.name) : bar.name}</title>
      {/* A product's or category's name is the shop's data; "Others" is ours. */}
      {bar.others !== undefined ? t.axisLabel(bar.label) : <tspan {...NO_TRANSLATE}>{bar.label}</tspan>}
    </text>
  );
}

export function RankedBarChart({
  title,
  bars,
  height,
  valueText,
  axisFormatter,
  colourEachBar = false,
}: {
  /** The figure's accessible name. */
  title: string;
  bars: readonly RankedBar[];
  height: number;
  /** A bar's value as read in the tooltip and by screen readers: "EGP 1,450.00 (3 sold)". */
  valueText: (bar: RankedBar) => string;
  axisFormatter?: (value: number) => string;
  colourEachBar?: boolean;
}) {
  const t = useDashboardText();
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, minWidth: 0 }}>
      {/* Charts keep their axes left to right in Arabic too: recharts places its ticks for that. */}
      <Box dir="ltr">
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 900, height }}>
          <BarChart
            data={bars as RankedBar[]}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tickFormatter={axisFormatter} tick={{ fontSize: 12 }} />
            <YAxis
              type="category"
              dataKey="name"
              width={NAME_AXIS_WIDTH}
              interval={0}
              tick={(props: BaseTickContentProps) => <NameTick {...props} bars={bars} />}
            />
            <Tooltip
              labelFormatter={(label, payload) =>
                t.axisLabel((payload?.[0]?.payload as RankedBar | undefined)?.name ?? String(label))
              }
              formatter={(_value, _name, item) => [valueText(item.payload as RankedBar)]}
            />
            <Bar dataKey="value" name={title} maxBarSize={MAX_BAR_SIZE} fill={paletteColor(2)}>
              {bars.map((bar, index) => (
                <Cell
                  key={`${index}-${bar.name}`}
                  fill={
                    bar.others !== undefined
                      ? OTHERS_COLOUR
                      : colourEachBar
                        ? paletteColor(index)
                        : paletteColor(2)
                  }
                />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Box component="ol" sx={visuallyHidden} aria-label={t.inWordsList(title)}>
        {bars.map((bar, index) => (
          <li key={`${index}-${bar.name}`}>
            {bar.name}: {valueText(bar)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
