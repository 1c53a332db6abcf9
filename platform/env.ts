import { z } from "zod";

/**
 * The only reader of process.env. Every variable is validated once, at start-up
 * (instrumentation.ts imports this module); a malformed value stops the server with a
 * message naming the variable. Optional services left unset switch to their embedded
 * defaults (see ARCHITECTURE.md).
 */

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optional.pipe(z.url().optional());
const intWithDefault = (fallback: number) =>
  optional
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d*$/, "must be a positive whole number")
        .optional(),
    )
    .transform((v) => (v === undefined ? fallback : Number(v)));
/** A whole number of milliseconds; 0 turns the limit off. */
const msWithDefault = (fallback: number) =>
  optional
    .pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, "must be a whole number of milliseconds (0: no limit)")
        .optional(),
    )
    .transform((v) => (v === undefined ? fallback : Number(v)));

const durationUnits = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A comma-separated list of durations (30s, 90m, 24h, 7d), in milliseconds. */
const durationList = (fallback: string) =>
  optional
    .pipe(
      z
        .string()
        .regex(
          /^\s*\d{1,4}[smhd](\s*,\s*\d{1,4}[smhd])*\s*$/,
          "must be durations like 24h,72h (units s, m, h, d)",
        )
        .optional(),
    )
    .transform((v) =>
      (v ?? fallback).split(",").map((part) => {
        const text = part.trim();
        return Number(text.slice(0, -1)) * durationUnits[text.at(-1) as keyof typeof durationUnits];
      }),
    );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by Next while it builds: nothing may open the database then. */
  NEXT_PHASE: optional,

  APP_URL: optionalUrl.transform((v) => (v ?? "http://localhost:3000").replace(/\/+$/, "")),

  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PGLITE_DATA_DIR: optional.transform((v) => v ?? ".data/pglite"),
  /** PostgreSQL cancels a statement running, or waiting for a lock, longer than this. */
  DATABASE_STATEMENT_TIMEOUT_MS: msWithDefault(15_000),
  DATABASE_LOCK_TIMEOUT_MS: msWithDefault(5_000),
  DATABASE_CONNECT_TIMEOUT_MS: msWithDefault(5_000),
  /**
   * How often a running server looks for due jobs and unsent e-mails by itself (also once at
   * start-up), so that work left by a crash resumes without traffic or a cron.
   */
  WORKER_INTERVAL_SECONDS: intWithDefault(5),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
  ),

  /**
   * Proxies in front of the app that append to X-Forwarded-For (0: nothing in front, the
   * socket's address is the client). See platform/rate-limit/client-address.ts.
   */
  TRUSTED_PROXY_HOPS: optional
    .pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, "must be a whole number from 0 to 99")
        .optional(),
    )
    .transform((v) => (v === undefined ? 0 : Number(v))),
  /** A header the host sets to the client's address itself (x-vercel-forwarded-for...). */
  TRUSTED_CLIENT_IP_HEADER: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name")
      .transform((v) => v.toLowerCase())
      .optional(),
  ),

  AUTH_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** The key of the secrets we hold for others (HubSpot token, webhook signing secrets); derived from AUTH_SECRET when unset. */
  ENCRYPTION_KEY: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** A session cookie or bearer token unused this long is over (sign in again). */
  SESSION_IDLE_MINUTES: intWithDefault(120),
  CRON_SECRET: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),

  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  /** The seeded admin's authenticator secret (base32), for automation and browser tests. */
  ADMIN_TOTP_SECRET: optional.pipe(
    z
      .string()
      .regex(/^[A-Z2-7]{16,}=*$/i, "must be a base32 secret of at least 16 characters")
      .optional(),
  ),
  DEMO_COUPON_CODE: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,64}$/, "must be 3-64 letters, digits, - or _")
      .optional(),
  ),

  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_MODEL: optional.transform((v) => v ?? "claude-sonnet-4-5"),
  ANTHROPIC_BASE_URL: optionalUrl,
  /** The time limit of one request: one section of a document (the report has five). */
  ANTHROPIC_TIMEOUT_MS: intWithDefault(120_000),

  STRIPE_SECRET_KEY: optional.pipe(
    z
      .string()
      .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optional.pipe(
    z
      .string()
      .regex(/^whsec_/, "must start with whsec_")
      .optional(),
  ),
  /** Only for tests against a fake Stripe API, e.g. http://127.0.0.1:12111 */
  STRIPE_API_URL: optionalUrl,
  REPORT_PRICE_CENTS: intWithDefault(4900),
  REPORT_CURRENCY: optional.transform((v) => (v ?? "usd").toLowerCase()),

  /**
   * When the sequences' e-mails go out (lib/sequences): abandoned-draft reminders after the
   * draft was started, unpaid follow-ups after completion. Durations such as 24h, 3d, 90m, 30s.
   */
  DRAFT_REMINDER_DELAYS: durationList("24h,72h"),
  UNPAID_FOLLOW_UP_DELAYS: durationList("2d,7d"),

  /**
   * Team mode (capabilities/team): team answers are shown only as aggregates of at least this many
   * responses. Never below 3: fewer would let an executive tell who answered what.
   */
  TEAM_MIN_RESPONSES: intWithDefault(3).pipe(
    z.number().min(3, "must be 3 or more (fewer responses would not be anonymous)"),
  ),
  /**
   * The AI Readiness Index (capabilities/readiness-index): a group of companies smaller than this
   * is shown as "not enough companies yet". Never below 5: fewer could point at one company.
   */
  INDEX_MIN_CELL: intWithDefault(10).pipe(
    z.number().min(5, "must be 5 or more (smaller groups could identify a company)"),
  ),
  /**
   * How long after a new team answer the report and roadmap are regenerated (capabilities/report/team-refresh.ts);
   * answers arriving meanwhile wait with it, so several answers make one regeneration.
   */
  TEAM_REGENERATE_DELAY_SECONDS: intWithDefault(60),

  /** The sender's postal address, in the footer of every commercial e-mail (CASL). */
  ORG_POSTAL_ADDRESS: optional.transform(
    (v) => v ?? "AI Readiness, 1055 West Georgia Street, Vancouver, BC V6E 3P3, Canada",
  ),
  /** Who answers privacy questions and requests, named on /privacy (read when the app is built). */
  PRIVACY_OFFICER_EMAIL: optional.pipe(z.email().optional()),
  PRIVACY_OFFICER_NAME: optional,
  /**
   * Leads with no account and no payment are deleted this many months after they were taken
   * (capabilities/privacy/retention.ts); never fewer than 12. Stated on /privacy.
   */
  RETENTION_MONTHS: intWithDefault(24).pipe(
    z.number().min(12, "must be at least 12: a lead is kept at least a year"),
  ),
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optionalUrl,
  EMAIL_FROM: optional.transform((v) => v ?? "AI Readiness <reports@ai-readiness.local>"),

  /** Only for tests against a fake HubSpot, e.g. http://127.0.0.1:12112 */
  HUBSPOT_API_URL: optionalUrl.transform((v) =>
    (v ?? "https://api.hubapi.com").replace(/\/+$/, ""),
  ),
  /**
   * Local development and tests only: webhook URLs may be http and reach loopback, private
   * and link-local addresses (start-up logs a warning). Never in production.
   */
  WEBHOOK_ALLOW_PRIVATE: optional
    .pipe(z.enum(["true", "false"], "must be true or false").optional())
    .transform((v) => v === "true"),

  VOICE_AGENT_WEBHOOK_URL: optionalUrl,
  VOICE_AGENT_SECRET: optional,
  INTERVIEW_WEBHOOK_SECRET: optional,

  /** The paper of the report and roadmap PDFs: US Letter for North America, or A4. */
  REPORT_PAGE_SIZE: optional
    .transform((v) => v?.trim().toLowerCase())
    .pipe(z.enum(["letter", "a4"], { error: "must be letter or a4" }).optional())
    .transform((v) => (v === "a4" ? ("A4" as const) : ("LETTER" as const))),

  /**
   * The scheduling provider whose page BOOKING_URL is: its scheduler opens in a dialog, prefilled,
   * and its booking events reach POST /api/booking/webhook. Unset: BOOKING_URL is a plain link.
   */
  BOOKING_PROVIDER: optional.pipe(
    z.enum(["calcom", "calendly"], { error: "must be calcom or calendly" }).optional(),
  ),
  /** The consultation booking page (with a provider: its event type's scheduling page). */
  BOOKING_URL: optionalUrl,
  /** The provider's webhook signing secret (Cal.com's webhook secret, Calendly's signing key). */
  BOOKING_WEBHOOK_SECRET: optional.pipe(
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  AGENT_PHONE_NUMBER: optional
    .pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()-]{7,20}$/, "must be a phone number")
        .optional(),
    )
    .transform((v) => v ?? "+1 604 555 0199"),
});

/** Variables that only work together. */
const checkedSchema = schema
  .refine((env) => !env.VOICE_AGENT_WEBHOOK_URL || env.VOICE_AGENT_SECRET, {
    path: ["VOICE_AGENT_SECRET"],
    message: "must be set when VOICE_AGENT_WEBHOOK_URL is set (call requests are signed with it)",
  })
  .refine((env) => !env.BOOKING_PROVIDER || env.BOOKING_URL, {
    path: ["BOOKING_URL"],
    message: "must be set when BOOKING_PROVIDER is set (the provider's scheduling page)",
  })
  .refine((env) => !env.BOOKING_PROVIDER || env.BOOKING_WEBHOOK_SECRET, {
    path: ["BOOKING_WEBHOOK_SECRET"],
    message: "must be set when BOOKING_PROVIDER is set (booking events are verified with it)",
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checkedSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

export const isProduction = env.NODE_ENV === "production";
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";
