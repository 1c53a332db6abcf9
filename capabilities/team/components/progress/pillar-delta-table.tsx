import { formatDelta, type PillarDelta } from "@/capabilities/team/progress/compare";

const cell = "px-2 py-2 text-right tabular-nums";

/**
 * Each readiness pillar then and now, in points of its maximum. A plain table whose names
 * wrap: it fits a phone's width, with nothing to scroll sideways.
 */
export function PillarDeltaTable({ pillars }: { pillars: readonly PillarDelta[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Readiness pillars then and now</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 pr-2 text-left font-medium">
            Pillar
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Then
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            Now
          </th>
          <th scope="col" className={`${cell} pr-0 font-medium`}>
            Change
          </th>
        </tr>
      </thead>
      <tbody>
        {pillars.map((pillar) => (
          <tr key={pillar.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium">
              {pillar.label}
            </th>
            <td className={cell}>
              {pillar.before}/{pillar.max}
            </td>
            <td className={cell}>
              {pillar.after}/{pillar.max}
            </td>
            <td className={`${cell} pr-0`}>{formatDelta(pillar.delta)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
