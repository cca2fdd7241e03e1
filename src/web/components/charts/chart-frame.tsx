import type { ComponentProps, ReactElement } from "react";
import { CartesianGrid, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { cn } from "../../lib/cn";
import { axisTick, chartColors } from "./chart-theme";

// The pieces every Recharts chart of the app repeats. Recharts reads its axes and grid as direct
// children of the chart, so these are functions that return the element, not wrapper components.

export const chartMargin = { top: 8, right: 12, bottom: 0, left: -8 } as const;

/** A chart that fills a box of the given height (Tailwind classes) and follows its width. */
export function ChartFrame({ className = "h-60", children }: { className?: string; children: ReactElement }) {
  return (
    <div className={cn(className, "w-full")}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Grid lines in the border colour, horizontal only unless told. */
export function gridLines(props: ComponentProps<typeof CartesianGrid> = { vertical: false }) {
  return <CartesianGrid stroke={chartColors.grid} {...props} />;
}

/** The value axis on the left. */
export function valueAxis(props: ComponentProps<typeof YAxis> = {}) {
  return <YAxis tick={axisTick} stroke={chartColors.grid} width={48} {...props} />;
}

/** A time axis over epoch milliseconds (`time`), labelled by `format`. */
export function timeAxis(format: (time: number) => string, props: ComponentProps<typeof XAxis> = {}) {
  return <XAxis dataKey="time" type="number" scale="time" domain={["dataMin", "dataMax"]} tick={axisTick} stroke={chartColors.grid} tickFormatter={format} minTickGap={28} {...props} />;
}
