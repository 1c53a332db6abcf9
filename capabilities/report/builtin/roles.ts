import { executiveRoleOf } from "@/capabilities/report/content/french-titles";
import type { Department, Industry } from "@/model/assessment/options";
import type { ChallengeMeasure } from "@/capabilities/report/content/challenge-measures";
import type { ChallengeApplication } from "@/capabilities/report/content/types";
import { inMembersWords } from "./member-words";
import type { Context } from "./context";
import {
  areasOf,
  doerIn,
  isPersonLabel,
  noRoomOf,
  personFor,
  personForRole,
  personForWorkIn,
  type Area,
} from "./named-people";
import { appointsOwners, toAppoint } from "./owner-to-appoint";
import { personDoingWork } from "./person-for-work";
import { namingSystem, systemInUse } from "./system-in-use";
import {
  executiveDepartment,
  isHeadOf,
  isSeniorTitle,
  roleDepartment,
  seniorTitlesShown,
} from "./role-scale";
import { clinicShown } from "./settings-shown";
import { itElsewhere, itShown } from "./it-shown";
import { recogniseThemes } from "./themes";
import type { RecognisedTheme } from "./recognised-theme";
import { oncePer } from "./once";
import { staffList } from "./staff-list";
import { withTriedDrafting } from "./tried-drafting";

/**
 * Who owns a piece of work, as a role the company actually has: a school has a Director of
 * Teaching and Learning, not a Head of Product; in a firm of ten the owner does it. Roles,
 * never names: the report is read by people who will hand the work out.
 */

const DEFAULT_ROLES: Record<Department, string> = {
  hr: "HR Manager",
  finance: "Controller",
  sales: "Head of Sales",
  marketing: "Marketing Lead",
  operations: "Operations Manager",
  customer_service: "Customer Service Lead",
  product: "Head of Product",
  executive: "CEO",
  supply_chain: "Supply Chain Manager",
};

const INDUSTRY_ROLES: Partial<Record<Industry, Partial<Record<Department, string>>>> = {
  education: {
    operations: "Director of Operations",
    product: "Director of Teaching and Learning",
    sales: "Director of Admissions",
    marketing: "Director of Communications",
    customer_service: "Student Services Lead",
    finance: "Business Manager",
    supply_chain: "Business Manager",
  },
  // A clinic's roles only where the answers show one (CLINIC_ROLES): this is any health business.
  healthcare: {
    customer_service: "Client Services Lead",
    supply_chain: "Director of Operations",
  },
  // A brokerage's Managing Broker only where the answers show one: this is any real estate firm.
  "real-estate": {
    customer_service: "Client Services Manager",
    operations: "Director of Operations",
    product: "Director of Operations",
    supply_chain: "Director of Operations",
  },
  consulting: {
    sales: "Business Development Partner",
    operations: "Director of Operations",
    product: "Practice Lead",
    supply_chain: "Director of Operations",
  },
  "food-services": {
    operations: "General Manager",
    supply_chain: "Purchasing Manager",
    product: "Executive Chef",
  },
  "travel-hospitality-tourism": {
    operations: "General Manager",
    customer_service: "Guest Services Manager",
    sales: "Revenue Manager",
    product: "General Manager",
    supply_chain: "General Manager",
  },
  "financial-services": {
    customer_service: "Head of Member Services",
    operations: "Head of Operations",
    product: "Head of Digital",
    supply_chain: "Head of Operations",
  },
  retail: {
    supply_chain: "Head of Merchandise Planning",
    operations: "Director of Store Operations",
    product: "Head of Merchandising",
  },
  manufacturing: { operations: "Plant Manager", product: "Engineering Manager" },
  technology: { product: "VP Product" },
};

/** The roles the profession the answers show names for its own work, which a small firm has. */
export function professionRoles(ctx: Context): ReadonlySet<string> {
  const profile = ctx.profile;
  // An option's neutral words name no role a small firm of that kind is known to have.
  if (!profile || profile.neutral) return new Set();
  return new Set([
    ...Object.values(profile.roles ?? {}),
    ...Object.values(profile.challenges ?? {}).flatMap((c) => [
      ...(c.applications ?? []).flatMap((a) => (a.owner ? [a.owner] : [])),
      ...(c.measure?.owner ? [c.measure.owner] : []),
    ]),
  ]);
}

/**
 * A role as this company's size has it: above 50 staff as written, unless it heads the function
 * the executive runs themself (no "Head of Operations" beside a COO); up to 50 the profession's
 * own roles stay and any other is the executive's, whom the follow-up asks who runs it day to day
 * (a 25-person firm has no Director of Operations, operations lead nor, unless it says so, an HR
 * Manager).
 */
function sized(ctx: Context, role: string): string {
  if (professionRoles(ctx).has(role) && !(appointsOwners(ctx) && invented(ctx, role))) return role;
  if (ctx.sizeBand === "small" || ctx.sizeBand === "micro") return sponsorRole(ctx);
  return titleOrAppointed(ctx, role, areasOf(role)[0] ?? roleDepartment(role));
}

/**
 * A title the answers do not show: the executive's own job or an invented head is the sponsor's;
 * from 51 to 500 staff it is no one yet, so the executive names someone in its area.
 */
function titleOrAppointed(ctx: Context, role: string, area: Area | undefined): string {
  if (ownJob(ctx, role)) return sponsorRole(ctx);
  const elsewhere = area === "it" ? itElsewhere(ctx.answers) : null;
  if (elsewhere) return elsewhere;
  // No one in IT to name at up to 200 staff where the answers show no IT: the systems are the executive's.
  if (area === "it" && !itShown(ctx.answers) && ctx.answers.companyEmployees === "51-200")
    return sponsorRole(ctx);
  if (appointsOwners(ctx)) return toAppoint(area, role);
  return invented(ctx, role) ? sponsorRole(ctx) : role;
}

/**
 * A head, director or vice-president the answers do not show, at a size where one is no rule
 * (a family grocer of 300 has no "Head of Loyalty and CRM"): the executive owns the work.
 */
const invented = (ctx: Context, role: string): boolean =>
  isSeniorTitle(role) &&
  !seniorTitlesShown(ctx) &&
  !Object.values(ctx.namedRoles).includes(role) &&
  !(ctx.profile?.workingTitles?.includes(role) ?? false);

/** The ranks that own a practice: a "Principal Engineer" beside a "Principal, BCLS" is the executive. */
const OWNING_RANK = /\b(?:principal|partner|proprietor|associée?)\b/iu;

/** The role carries the rank the executive's own title carries: their job, not someone else's. */
const sharesRank = (ctx: Context, role: string): boolean => {
  const rank = OWNING_RANK.exec(role)?.[0]?.toLowerCase();
  return rank !== undefined && OWNING_RANK.exec(ctx.title)?.[0]?.toLowerCase() === rank;
};

/** A role that heads the function the executive's own title runs: their job by another name. */
const ownJob = (ctx: Context, role: string): boolean =>
  role !== sponsorRole(ctx) &&
  isHeadOf(role) &&
  executiveDepartment(ctx) !== undefined &&
  roleDepartment(role) === executiveDepartment(ctx);

/** The department a theme's named owner runs, so a role the executive named can take it. */
const ROLE_DEPARTMENTS: Readonly<Record<string, Department>> = {
  Controller: "finance",
  CFO: "finance",
  "HR Manager": "hr",
  "Operations Manager": "operations",
  "Marketing Lead": "marketing",
  "Head of Sales": "sales",
  "Customer Service Lead": "customer_service",
  "Supply Chain Manager": "supply_chain",
};

/**
 * Where the executive listed the whole staff (« Équipe : moi, deux serristes (Lucie et Marc) et six
 * cueilleurs »), a title the list does not hold is none of theirs: the person listed for that
 * work owns it, else the executive (review r20).
 */
function listedOrExecutive(ctx: Context, owner: string): string {
  const list = staffList(ctx.answers);
  if (!list || isPersonLabel(owner)) return owner;
  const title = owner.toLowerCase();
  if (list.items.some((item) => item.toLowerCase().includes(title))) return owner;
  const areas = areasOf(owner);
  return ctx.people.find((p) => p.areas.some((a) => areas.includes(a)))?.label ?? sponsorRole(ctx);
}

/**
 * No work for a title carrying the executive's own rank (theirs), nor for a role the executive says has no room for more ("Karen Doyle (office manager) is
 * already at capacity"): the template's "Office Manager" is the same person; the sponsor owns it.
 */
function withRoom(ctx: Context, template: string): string {
  const owner = listedOrExecutive(ctx, template);
  if (sharesRank(ctx, owner)) return sponsorRole(ctx);
  const full = noRoomOf(ctx.answers).roles;
  const role = (/\(([^)]*)\)$/.exec(owner)?.[1] ?? owner).toLowerCase();
  return full.has(role) ? sponsorRole(ctx) : owner;
}

/**
 * A theme's owner as this company has it: the role the executive named for that work, else the
 * role at this size (a theme names the role a mid-sized firm has).
 */
export function companyRole(ctx: Context, role: string): string {
  return withRoom(ctx, companyRoleOf(ctx, role));
}

function companyRoleOf(ctx: Context, role: string): string {
  // Someone the executive named for that work owns it, at any size ("Gord (maintenance planner)").
  const person = personForRole(ctx.people, role);
  if (person) return person;
  if (ctx.sizeBand === "micro") return sponsorRole(ctx);
  const department = ROLE_DEPARTMENTS[role];
  const named = department && ctx.namedRoles[department];
  if (named) return named;
  // An IT provider's own IT work is its service delivery's, not an IT Manager's.
  const own = ctx.profile?.titles?.[role];
  return own ?? sized(ctx, role);
}

/** Under Healthcare, where the answers show a clinic that sees patients (settings-shown.ts). */
const CLINIC_ROLES: Partial<Record<Department, string>> = {
  operations: "Clinic Operations Manager",
  customer_service: "Patient Services Lead",
  product: "Clinical Director",
  sales: "Clinic Operations Manager",
  supply_chain: "Clinic Operations Manager",
};

/** The option's roles, unless they are its usual business's and the answers show another kind. */
const industryRole = (ctx: Context, department: Department): string | undefined =>
  (clinicShown(ctx) ? CLINIC_ROLES[department] : undefined) ??
  (ctx.profile?.neutral?.industryRoles === false
    ? undefined
    : INDUSTRY_ROLES[ctx.industry]?.[department]);

/**
 * The role that owns work in a department at this company: its profession's where the answers
 * show one with roles of its own (a dental group's Office Manager), else its industry's, as
 * its size has it.
 */
export function ownerRole(ctx: Context, department: Department, people = true): string {
  return withRoom(ctx, ownerRoleOf(ctx, department, people));
}

function ownerRoleOf(ctx: Context, department: Department, people = true): string {
  if (department === "executive") return sponsorRole(ctx);
  const person = people ? personFor(ctx.people, department) : undefined;
  if (person) return person;
  // In a firm of ten there is no department head: the executive does it.
  if (ctx.sizeBand === "micro") return sponsorRole(ctx);
  const shown = people ? ctx.namedRoles[department] : undefined;
  if (shown) return shown;
  const own = ctx.profile?.roles?.[department];
  if (own && !(appointsOwners(ctx) && invented(ctx, own))) return own;
  // Up to 50 staff no department head the answers do not show: the executive owns it.
  if (ctx.sizeBand === "small") return sponsorRole(ctx);
  return titleOrAppointed(
    ctx,
    own ?? industryRole(ctx, department) ?? DEFAULT_ROLES[department],
    department,
  );
}

/** Clinical work is the clinicians': never a practice or office manager's the answers name. */
const CLINICAL_WORK =
  /\b(?:clinical|clinicians?|charting|visit notes|diagnos\w*|treatment plans?|prescri\w*)\b/i;

/** The role that owns an application: the one the profession names for it, else its department's. */
export function applicationOwner(ctx: Context, app: ChallengeApplication): string {
  return withRoom(ctx, applicationOwnerOf(ctx, app));
}

function applicationOwnerOf(ctx: Context, app: ChallengeApplication): string {
  const people = !CLINICAL_WORK.test(app.application);
  const person = people && app.owner ? personForRole(ctx.people, app.owner) : undefined;
  if (person) return person;
  if (!app.owner || ctx.sizeBand === "micro") return ownerRole(ctx, app.department, people);
  // A profession's own work stays with its professional (review r26: an office manager owning an
  // architecture firm's design narratives and specifications).
  if (PROFESSIONAL.test(app.owner)) return sized(ctx, app.owner);
  return (people ? ctx.namedRoles[app.department] : undefined) ?? sized(ctx, app.owner);
}

/** A licensed professional's role: their work is theirs, whoever else runs the department. */
const PROFESSIONAL =
  /\b(?:architects?|engineers?|lawyers?|notar(?:y|ies)|accountants?|CPAs?|pharmacists?|dentists?|physicians?|hygienists?|surveyors?)\b/i;

/** Who owns the pilot on a challenge: its application's owner, else its measure's, else the sponsor. */
export function pilotOwner(
  ctx: Context,
  app: ChallengeApplication | undefined,
  measure: ChallengeMeasure | undefined,
): string {
  // The role the measure names owns an application that names none (a credit union's Chief
  // Credit Officer, not its Controller), unless the executive named one for that function.
  if (app && !app.owner && measure?.owner && !ctx.namedRoles[app.department])
    return companyRole(ctx, measure.owner);
  if (app) return applicationOwner(ctx, app);
  if (!measure || ctx.sizeBand === "micro") return sponsorRole(ctx);
  return companyRole(ctx, measure.owner);
}

/** The executive who sponsors AI: the respondent when senior, otherwise the CEO. */
export function sponsorRole(ctx: Context): string {
  return executiveRoleOf(ctx.title) || "CEO";
}

/**
 * The free-text themes of this company's answers, owned by the roles it has. Read once per
 * document: the roadmap, quick wins, next steps, challenges and risks all place them.
 */
export const themesOf = oncePer((ctx: Context): RecognisedTheme[] =>
  withTriedDrafting(
    recogniseThemes(ctx.answers, {
      roleFor: (d) => ownerRole(ctx, d),
      sized: (role) => companyRole(ctx, role),
      constraints: ctx.constraintStatements,
      wording: ctx.profile?.themes,
      otherKind: Boolean(ctx.profile?.neutral),
      doerIn: (sentence) =>
        doerIn(ctx.answers, ctx.people, sentence) ??
        personForWorkIn(ctx.people, sentence) ??
        personDoingWork(ctx.answers, ctx.people, sentence),
      userIn: (sentence) => doerIn(ctx.answers, ctx.people, sentence, false),
    }),
  )
    // "the booking system you use" is FareHarbor where the answers name it.
    .map((t) => ({ ...t, action: namingSystem(t.action, systemInUse(ctx, t.action)) }))
    // A credit union's pilot is measured on its members (its target is the decision gate's too).
    .map((t) => (t.pilot ? { ...t, pilot: inMembersWords(ctx, t.pilot) } : t)),
);
