import type { TeamAndRetakes } from "@/capabilities/team/progress/admin";
import { plural } from "@/model/scoring/wording";

/** "3 of 5 answered (60%)", or "No team invited". */
function teamSummary(team: TeamAndRetakes): string {
  if (!team.invited && !team.responses) return "No team invited";
  const rate = team.responseRate === null ? "" : ` (${team.responseRate}%)`;
  const invited = team.invited ? `${team.answered} of ${team.invited} answered${rate}` : "";
  const linked = team.responses - team.answered;
  return [invited, linked > 0 ? `${plural(linked, "answer")} by team link` : ""]
    .filter(Boolean)
    .join(", ");
}

/** "Retake · retaken twice", "First assessment". */
function retakeSummary(team: TeamAndRetakes): string {
  const first = team.retakeOf ? "Retake" : "First assessment";
  return team.retakes ? `${first} · retaken ${plural(team.retakes, "time")}` : first;
}

/** The admin lead list's "Team & retakes" cell. */
export function TeamRetakesCell({ team }: { team: TeamAndRetakes | null | undefined }) {
  if (!team) return <span className="text-muted-foreground">–</span>;
  return (
    <div className="grid gap-0.5 text-xs">
      <span className="font-medium text-foreground">{teamSummary(team)}</span>
      <span className="text-muted-foreground">{retakeSummary(team)}</span>
    </div>
  );
}

/** The detail dialog's "Team & retakes" fields (inside its `<dl>`). */
export function TeamRetakesFields({ team }: { team: TeamAndRetakes }) {
  const fields: [string, string][] = [
    ["Team size (invited)", String(team.invited)],
    ["Team responses", String(team.responses)],
    ["Response rate", team.responseRate === null ? "No invitations" : `${team.responseRate}%`],
    ["Retake of", team.retakeOf ?? "None: first assessment"],
    ["Retakes", String(team.retakes)],
  ];
  return fields.map(([label, value]) => (
    <div key={label} className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  ));
}
