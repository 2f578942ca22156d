import { useId } from "react";
import { cn } from "../../lib/utils";

export interface TrendPoint {
  label: string;
  /** Null where there is nothing to measure: the line breaks there. */
  value: number | null;
}

interface TrendChartProps {
  data: TrendPoint[];
  /** The chart's name for a screen reader (its SVG <title>). */
  title: string;
  /** Each value as the chart and its description write it; keep it short, it sits above its point. */
  format?: (value: number) => string;
  /** How the description names a missing value. */
  missing?: string;
  className?: string;
}

/* The coordinate space and the rules of web/components/ui/bar-chart.tsx: scaled by viewBox, no style attribute. */
const WIDTH = 280;
const HEIGHT = 140;
const FONT = 11;
const TOP = 18;
const BOTTOM = 18;
const SIDE = 20;

/**
 * A line through a value per period, as SVG, its value above each point and the period below. One
 * image to a screen reader, named by `title` and described by every period with its value.
 */
export function TrendChart({ data, title, format = String, missing = "none", className }: TrendChartProps) {
  const id = useId();
  const largest = Math.max(1, ...data.map((d) => d.value ?? 0));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = data.length > 1 ? (WIDTH - 2 * SIDE) / (data.length - 1) : 0;
  const points = data.map((d, i) => ({ ...d, x: data.length > 1 ? SIDE + i * step : WIDTH / 2, y: d.value === null ? null : TOP + plot - (d.value / largest) * plot }));
  // A segment joins neighbours that both have a value; a gap stays a gap rather than a guess.
  const path = points
    .map((p, i) => (p.y === null ? "" : `${i > 0 && points[i - 1].y !== null ? "L" : "M"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`))
    .join(" ");
  const description = data.map((d) => `${d.label}: ${d.value === null ? missing : format(d.value)}`).join("; ");
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={cn("h-auto w-full max-w-md overflow-visible", className)}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="stroke-border" />
      <path d={path} fill="none" strokeWidth={2} strokeLinejoin="round" className="stroke-primary" />
      {points.map((p) => (
        <g key={p.label}>
          {p.y !== null && p.value !== null ? (
            <>
              <circle cx={p.x} cy={p.y} r={3} className="fill-primary" />
              <text x={p.x} y={p.y - 6} fontSize={FONT} textAnchor="middle" className="fill-foreground tabular-nums">
                {format(p.value)}
              </text>
            </>
          ) : null}
          <text x={p.x} y={HEIGHT - 4} fontSize={FONT} textAnchor="middle" className="fill-muted-foreground">
            {p.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
