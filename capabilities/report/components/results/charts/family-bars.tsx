import type { FamilyPoint } from "./chart-data";

/**
 * The family score's parts as bars out of 10, each labelled with its value: plain markup
 * rendered with the page (no chart library reaches the browser).
 */
export function FamilyBars({ points }: { points: readonly FamilyPoint[] }) {
  return (
    <ul className="grid size-full content-center gap-3 text-sm" data-chart="family-bars">
      {points.map(({ label, score }) => (
        <li key={label} className="family-bar-row">
          <span className="text-right">{label}</span>
          <span className="family-bar-track">
            <span
              className="family-bar-fill"
              style={{ width: `${Math.max(0, Math.min(10, score)) * 10}%` }}
            />
          </span>
          <span className="family-bar-score">{score}</span>
        </li>
      ))}
    </ul>
  );
}
