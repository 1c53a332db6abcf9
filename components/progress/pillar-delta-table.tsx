import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDelta, type PillarDelta } from "@/lib/progress/compare";

/** Each readiness pillar then and now, in points of its maximum. */
export function PillarDeltaTable({ pillars }: { pillars: readonly PillarDelta[] }) {
  return (
    <Table>
      <caption className="sr-only">Readiness pillars then and now</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Pillar</TableHead>
          <TableHead scope="col" className="text-right">
            Then
          </TableHead>
          <TableHead scope="col" className="text-right">
            Now
          </TableHead>
          <TableHead scope="col" className="text-right">
            Change
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pillars.map((pillar) => (
          <TableRow key={pillar.key}>
            <TableHead scope="row" className="font-medium">
              {pillar.label}
            </TableHead>
            <TableCell className="text-right tabular-nums">
              {pillar.before}/{pillar.max}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {pillar.after}/{pillar.max}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatDelta(pillar.delta)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
