import { useId } from "react";
import { cn } from "../../lib/utils";

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  data: BarDatum[];
  /** The chart's name for a screen reader (its SVG <title>). */
  title: string;
  /** Each value as the chart and its description write it; the number itself by default. */
  format?: (value: number) => string;
  /** Columns for a sequence (months), rows for categories whose names are long (stages). */
  layout?: "columns" | "rows";
  className?: string;
}

/*
 * Drawn in a fixed coordinate space that scales to the width it is given (viewBox, width 100%): on
 * a 360 px phone the text stays near its drawn size, and the caller caps the width on wide screens.
 * Geometry goes in SVG attributes and colour in classes, never a style attribute, which the CSP
 * (style-src 'self') would refuse.
 */
const WIDTH = 280;
const FONT = 11;

/**
 * A small bar chart as SVG. It is one image to a screen reader, named by `title` and described by
 * every label with its value, so the figures are there even while the table beside it is hidden.
 */
export function BarChart({ data, title, format = String, layout = "columns", className }: BarChartProps) {
  const id = useId();
  const largest = Math.max(1, ...data.map((d) => d.value));
  const description = data.map((d) => `${d.label}: ${format(d.value)}`).join("; ");
  const height = layout === "rows" ? data.length * 22 : 140;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className={cn("h-auto w-full max-w-md overflow-visible", className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {layout === "rows" ? <Rows data={data} largest={largest} format={format} /> : <Columns data={data} largest={largest} height={height} format={format} />}
    </svg>
  );
}

interface PartProps {
  data: BarDatum[];
  largest: number;
  format: (value: number) => string;
}

/** Bars standing on a baseline, the value above each and the label below. */
function Columns({ data, largest, height, format }: PartProps & { height: number }) {
  const top = 14;
  const plot = height - top - 18;
  const slot = WIDTH / Math.max(1, data.length);
  const bar = Math.min(slot * 0.6, 40);
  return (
    <>
      <line x1={0} x2={WIDTH} y1={top + plot} y2={top + plot} className="stroke-border" />
      {data.map((d, i) => {
        const centre = i * slot + slot / 2;
        const h = (d.value / largest) * plot;
        return (
          <g key={d.label}>
            <rect x={centre - bar / 2} y={top + plot - h} width={bar} height={h} rx={2} className="fill-primary" />
            <text x={centre} y={top + plot - h - 3} fontSize={FONT} textAnchor="middle" className="fill-foreground tabular-nums">
              {format(d.value)}
            </text>
            <text x={centre} y={height - 4} fontSize={FONT} textAnchor="middle" className="fill-muted-foreground">
              {d.label}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** A bar per row: the label on the left, the bar from a common edge, its value at its end. */
function Rows({ data, largest, format }: PartProps) {
  const row = 22;
  const labels = 92;
  const span = WIDTH - labels - 44;
  return (
    <>
      {data.map((d, i) => {
        const middle = i * row + row / 2;
        const w = (d.value / largest) * span;
        return (
          <g key={d.label}>
            <text x={labels - 6} y={middle + FONT / 3} fontSize={FONT} textAnchor="end" className="fill-muted-foreground">
              {d.label}
            </text>
            <rect x={labels} y={i * row + 4} width={w} height={row - 8} rx={2} className="fill-primary" />
            <text x={labels + w + 4} y={middle + FONT / 3} fontSize={FONT} className="fill-foreground tabular-nums">
              {format(d.value)}
            </text>
          </g>
        );
      })}
    </>
  );
}
