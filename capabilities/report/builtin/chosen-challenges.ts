import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengeMapping, challengeText } from "@/capabilities/report/content/challenges";
import type { ProfessionProfile } from "@/capabilities/report/content/profession-profiles";
import type { ChosenChallenge } from "./context";
import { allowedApplications } from "./allowed-applications";
import { servesPeopleInGrief } from "./customer-answering";
import { pilotDropped } from "./tried-and-dropped";
import { pilotInPlace } from "./practices-in-place";
import { challengeFor } from "./profession-profile";
import type { StatedConstraint } from "./stated-constraint";
import { mappingForModel, measureForModel } from "./business-model";
import { mappingForRejections, measureForRejections } from "./buyer-rejections";
import { fromTrial } from "./trial-to-decide";
import { acrossTheTeam } from "./union-statements";

/** Where the union bars AI from evaluating people one by one, a pilot is measured for the team. */
function forTheTeam<M extends { metric: string; baseline: string; target: string }>(
  measure: M | undefined,
  constraints: readonly StatedConstraint[],
): M | undefined {
  if (!measure || !constraints.some((c) => c.evaluationBarred)) return measure;
  return {
    ...measure,
    metric: acrossTheTeam(measure.metric),
    baseline: acrossTheTeam(measure.baseline),
    target: acrossTheTeam(measure.target),
  };
}

/**
 * Each challenge as the profession meets it, its applications as the constraints allow, so
 * every pilot built on them does.
 */
export function chosenChallengesOf(
  a: AssessmentInput,
  slugs: readonly string[],
  profile: ProfessionProfile | null,
  clinic: boolean,
  constraints: StatedConstraint[],
): ChosenChallenge[] {
  const grieving = servesPeopleInGrief(a);
  return slugs.map((slug) => {
    const { mapping: profiled, measure: usual } = challengeFor(
      slug,
      mappingForModel(slug, challengeMapping(slug), a),
      profile,
    );
    // Lots buyers reject over the product's quality are graded, never traced as a recall.
    // Work a trial already ran on starts from that trial, never anew (review r22).
    const mapping = fromTrial(mappingForRejections(slug, profiled, a), a);
    const measure = forTheTeam(
      measureForRejections(slug, measureForModel(slug, usual, a), a),
      constraints,
    );
    // No agent answers people in grief: the challenge's next application leads.
    const fitting = mapping?.applications.filter(
      (app) => app.clinic !== (clinic ? "never" : "only") && !(app.answersCustomers && grieving),
    );
    const allowed = fitting && allowedApplications(fitting, constraints);
    // What the executive tried and switched off, or turned down, is not piloted again; what
    // runs already is extended, never piloted anew, and where it is the challenge's lead
    // application (whose work the challenge's measure counts), the challenge has no new pilot.
    const running = allowed?.length ? pilotInPlace(allowed[0]!, a) : undefined;
    const applications = running
      ? []
      : allowed?.filter((app) => !pilotDropped(app, a) && !pilotInPlace(app, a));
    const dropped =
      allowed?.length && !applications?.length && !running
        ? pilotDropped(allowed[0]!, a)
        : undefined;
    // Every application ruled out by one rule: the challenge says so, never a bare label.
    const rule =
      fitting?.length && !allowed?.length
        ? constraints.find((c) => !allowedApplications(fitting, [c]).length)
        : undefined;
    return {
      slug,
      text: challengeText(slug)!,
      mapping: mapping && { ...mapping, applications: applications ?? [] },
      measure,
      ...(rule ? { ruledOutBy: rule.quote } : {}),
      ...(dropped ? { droppedBy: { said: dropped.said, how: dropped.how } } : {}),
      ...(running
        ? {
            runningAs: {
              said: running.said,
              label: running.label,
              ...(running.trial ? { trial: true as const } : {}),
            },
          }
        : {}),
    };
  });
}
