import type { Department, Industry } from "@/lib/assessment/options";
import type { ChallengeMeasure } from "@/lib/report/content/challenge-measures";
import type { ChallengeApplication } from "@/lib/report/content/types";
import type { Context } from "./context";
import { recogniseThemes, type RecognisedTheme } from "./themes";

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
  healthcare: {
    operations: "Clinic Operations Manager",
    customer_service: "Patient Services Lead",
    product: "Clinical Director",
    sales: "Clinic Operations Manager",
    supply_chain: "Clinic Operations Manager",
  },
  "real-estate": {
    sales: "Managing Broker",
    customer_service: "Property Manager",
    operations: "Office Manager",
    product: "Managing Broker",
    supply_chain: "Office Manager",
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
    customer_service: "Front-of-House Manager",
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
  technology: {
    product: "VP Product",
    operations: "VP Engineering",
    supply_chain: "VP Engineering",
  },
};

/**
 * Up to 50 staff there are no directors, heads or vice-presidents of a function: whoever
 * runs it is its manager or lead (a 25-person firm has an Operations Manager, not a Director
 * of Operations).
 */
const SMALL_ROLES: Record<Department, string> = {
  ...DEFAULT_ROLES,
  sales: "Sales Lead",
  product: "Product Lead",
};
const SENIOR = /^(?:director|head|vp|vice[- ]president|chief)\b|\bdirector$/i;

/** A role as this company's size has it: a senior title becomes its function's lead at up to 50 staff. */
function sized(ctx: Context, role: string, department: Department): string {
  return ctx.sizeBand === "small" && SENIOR.test(role) ? SMALL_ROLES[department] : role;
}

/**
 * Who does a specialist's work at up to 50 staff: IT and HR sit with the office manager (IT
 * itself with an outside provider), risk with the executive. `null`: the executive.
 */
const SMALL_FIRM_ROLES: Readonly<Record<string, string | null>> = {
  "IT Manager": "Office Manager",
  "HR Manager": "Office Manager",
  "Chief Risk Officer": null,
  CFO: "Controller",
  "Head of Sales": "Sales Lead",
  "Revenue Manager": "General Manager",
  "Supply Chain Manager": "Operations Manager",
  "Bid Manager": null,
};

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
 * A theme's owner as this company has it: the role the executive named for that work, else the
 * role at this size (a theme names the role a mid-sized firm has).
 */
export function companyRole(ctx: Context, role: string): string {
  if (ctx.sizeBand === "micro") return sponsorRole(ctx);
  const department = ROLE_DEPARTMENTS[role];
  const named = department && ctx.namedRoles[department];
  if (named) return named;
  // An IT provider's own IT work is its service delivery's, not an IT Manager's.
  const own = ctx.profile?.titles?.[role];
  if (own) return own;
  if (ctx.sizeBand !== "small" || !(role in SMALL_FIRM_ROLES)) return role;
  return SMALL_FIRM_ROLES[role] ?? sponsorRole(ctx);
}

/**
 * The role that owns work in a department at this company: its profession's where the answers
 * show one with roles of its own (a dental group's Office Manager), else its industry's, as
 * its size has it.
 */
export function ownerRole(ctx: Context, department: Department): string {
  // In a firm of ten there is no department head: the executive does it.
  if (department === "executive" || ctx.sizeBand === "micro") return sponsorRole(ctx);
  return (
    ctx.namedRoles[department] ??
    ctx.profile?.roles?.[department] ??
    sized(ctx, INDUSTRY_ROLES[ctx.industry]?.[department] ?? DEFAULT_ROLES[department], department)
  );
}

/** The role that owns an application: the one the profession names for it, else its department's. */
export function applicationOwner(ctx: Context, app: ChallengeApplication): string {
  return app.owner && ctx.sizeBand !== "micro"
    ? sized(ctx, app.owner, app.department)
    : ownerRole(ctx, app.department);
}

/** Who owns the pilot on a challenge: its application's owner, else its measure's, else the sponsor. */
export function pilotOwner(
  ctx: Context,
  app: ChallengeApplication | undefined,
  measure: ChallengeMeasure | undefined,
): string {
  if (app) return applicationOwner(ctx, app);
  if (!measure || ctx.sizeBand === "micro") return sponsorRole(ctx);
  return ctx.sizeBand === "small" && SENIOR.test(measure.owner) ? sponsorRole(ctx) : measure.owner;
}

/** The executive who sponsors AI: the respondent when senior, otherwise the CEO. */
export function sponsorRole(ctx: Context): string {
  return ctx.title || "CEO";
}

const themesByContext = new WeakMap<Context, RecognisedTheme[]>();

/**
 * The free-text themes of this company's answers, owned by the roles it has. Read once per
 * document: the roadmap, quick wins, next steps, challenges and risks all place them.
 */
export function themesOf(ctx: Context): RecognisedTheme[] {
  let themes = themesByContext.get(ctx);
  if (!themes) {
    themes = recogniseThemes(ctx.answers, {
      roleFor: (d) => ownerRole(ctx, d),
      sized: (role) => companyRole(ctx, role),
      constraints: ctx.constraintStatements,
      wording: ctx.profile?.themes,
    });
    themesByContext.set(ctx, themes);
  }
  return themes;
}
