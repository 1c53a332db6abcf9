/**
 * The house's import rules (docs/architecture.md), checked by `npm run lint`:
 * app -> wiring -> capabilities -> model -> platform, one way; a capability reaches another only
 * through its public entries (index.ts, server.ts, components.ts) and only downwards in CAPABILITY_ORDER; no
 * circular imports; product code never imports tests/ or app/. Tests may reach any internals.
 */
const TEST = "\\.test\\.tsx?$";

/** Each capability and the capabilities it may use (through their index.ts or server.ts). */
const MAY_USE = {
  leads: [],
  crm: ["leads"],
  team: ["leads"],
  voice: ["leads", "team"],
  payments: ["leads", "team", "voice"],
  "readiness-index": ["leads", "team", "voice", "payments"],
  report: ["leads", "team", "voice", "payments", "readiness-index"],
  accounts: ["leads", "team", "voice", "payments", "readiness-index", "report"],
  privacy: ["leads", "crm", "team", "voice", "payments", "readiness-index", "report", "accounts"],
  admin: [
    "leads",
    "crm",
    "team",
    "voice",
    "payments",
    "readiness-index",
    "report",
    "accounts",
    "privacy",
  ],
};

const below = (tier, forbidden) => ({
  name: `tier-${tier}`,
  comment: `${tier}/ imports only the tiers below it: app -> wiring -> capabilities -> model -> platform.`,
  severity: "error",
  from: { path: `^${tier}/`, pathNot: TEST },
  to: { path: `^(${forbidden.join("|")})/` },
});

module.exports = {
  forbidden: [
    below("platform", ["model", "capabilities", "wiring", "app", "tests"]),
    below("model", ["capabilities", "wiring", "app", "tests"]),
    below("capabilities", ["wiring", "app", "tests"]),
    below("wiring", ["app", "tests"]),
    {
      name: "capability-public-entries",
      comment:
        "A capability uses another only through its public entries: capabilities/<name>/index.ts (types, schemas, pure functions: safe anywhere), server.ts (server-only) or components.ts (components others compose).",
      severity: "error",
      from: { path: "^capabilities/([^/]+)/", pathNot: TEST },
      to: {
        path: "^capabilities/([^/]+)/",
        pathNot: ["^capabilities/$1/", "^capabilities/[^/]+/(index|server|components)\\.ts$"],
      },
    },
    ...Object.entries(MAY_USE).map(([name, uses]) => ({
      name: `capability-order-${name}`,
      comment: `capabilities/${name} may use only ${uses.length ? uses.join(", ") : "no other capability"}: capabilities depend on each other one way.`,
      severity: "error",
      from: { path: `^capabilities/${name}/`, pathNot: TEST },
      to: {
        path: "^capabilities/",
        pathNot: [`^capabilities/(${[name, ...uses].join("|")})/`],
      },
    })),
    {
      name: "no-circular",
      comment: "No circular imports between files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|platform/db/generated|bench/\\.work)" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
