import type { PillarPoint } from "./chart-data";

/** Words greedily on lines of at most `width` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ").filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const WIDTH = 320;
const HEIGHT = 240;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const RADIUS = 74;
const GRID = [0.25, 0.5, 0.75, 1];

/** A tenth of a unit is finer than a pixel: more digits only weigh on the page (#27). */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** The point at `share` (0-1) of the radius on spoke `i` of `n`, the first pointing up. */
function spoke(i: number, n: number, share: number): [x: number, y: number] {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
  return [
    tenth(CX + RADIUS * share * Math.cos(angle)),
    tenth(CY + RADIUS * share * Math.sin(angle)),
  ];
}

const polygon = (corners: [number, number][]) => corners.map(([x, y]) => `${x},${y}`).join(" ");

/**
 * A pillar's name at the end of its spoke, on short lines: above the top spoke, below the
 * bottom one, centred beside the others (a side label of two long lines would leave a narrow
 * chart).
 */
function SpokeLabel({ i, n, label }: { i: number; n: number; label: string }) {
  const [x, y] = spoke(i, n, 1.16);
  const dx = x - CX;
  const anchor = Math.abs(dx) < 8 ? "middle" : dx > 0 ? "start" : "end";
  const lines = wrapWords(label, 12);
  const above = y < CY - RADIUS * 0.9;
  const below = y > CY + RADIUS * 0.9;
  const first = above
    ? -(lines.length - 1) * 1.1
    : below
      ? 0.8
      : 0.35 - ((lines.length - 1) * 1.1) / 2;
  return (
    <text x={x} y={y} textAnchor={anchor}>
      {lines.map((line, j) => (
        <tspan key={line} x={x} dy={j === 0 ? `${first.toFixed(2)}em` : "1.1em"}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The six readiness pillars as a radar, drawn as plain SVG with the page (no chart library
 * reaches the browser): each spoke is the share of that pillar's maximum. Its values are in
 * ChartFigure's table; a pointer on a corner names the pillar and its points.
 */
export function PillarRadar({ points }: { points: readonly PillarPoint[] }) {
  const n = points.length;
  const corners = points.map((p, i) => spoke(i, n, p.percent / 100));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="size-full" data-chart="pillar-radar">
      <g className="fill-none stroke-border">
        {GRID.map((share) => (
          <polygon key={share} points={polygon(points.map((_, i) => spoke(i, n, share)))} />
        ))}
        {points.map((p, i) => {
          const [x, y] = spoke(i, n, 1);
          return <line key={p.label} x1={CX} y1={CY} x2={x} y2={y} />;
        })}
      </g>
      <polygon
        points={polygon(corners)}
        className="fill-primary/25 stroke-primary"
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {/* Classes on the groups, not on each corner and label: fewer bytes in the page. */}
      <g className="fill-primary">
        {points.map((p, i) => (
          <circle key={p.label} cx={corners[i][0]} cy={corners[i][1]} r={3}>
            <title>{`${p.label}: ${p.points} of ${p.max} points`}</title>
          </circle>
        ))}
      </g>
      <g className="fill-foreground text-[11px]">
        {points.map((p, i) => (
          <SpokeLabel key={p.label} i={i} n={n} label={p.label} />
        ))}
      </g>
    </svg>
  );
}
