import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("needs no variable at all: every service falls back to its embedded default", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DATA_DIR).toBe(".data/pglite");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.ANTHROPIC_API_KEY).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
    expect(env.VOICE_AGENT_WEBHOOK_URL).toBeUndefined();
    expect(env.REPORT_PRICE_CENTS).toBe(4900);
  });

  it("reads the sequences' delays as durations, 24 h and 72 h, 2 and 7 days by default", () => {
    const defaults = parseEnv({});
    expect(defaults.DRAFT_REMINDER_DELAYS).toEqual([24 * 3_600_000, 72 * 3_600_000]);
    expect(defaults.UNPAID_FOLLOW_UP_DELAYS).toEqual([2 * 86_400_000, 7 * 86_400_000]);
    expect(parseEnv({ DRAFT_REMINDER_DELAYS: "30s, 90m" }).DRAFT_REMINDER_DELAYS).toEqual([
      30_000, 5_400_000,
    ]);
    expect(() => parseEnv({ UNPAID_FOLLOW_UP_DELAYS: "2 days" })).toThrow(
      /UNPAID_FOLLOW_UP_DELAYS/,
    );
  });

  it("keeps leads 24 months by default, and never fewer than 12", () => {
    expect(parseEnv({}).RETENTION_MONTHS).toBe(24);
    expect(parseEnv({ RETENTION_MONTHS: "36" }).RETENTION_MONTHS).toBe(36);
    expect(() => parseEnv({ RETENTION_MONTHS: "6" })).toThrow(/RETENTION_MONTHS: .*at least 12/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", STRIPE_SECRET_KEY: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("reads well-formed values", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://u@127.0.0.1:5432/app",
      APP_URL: "https://ready.example.com/",
      REPORT_PRICE_CENTS: "2900",
    });
    expect(env.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/app");
    expect(env.APP_URL).toBe("https://ready.example.com");
    expect(env.REPORT_PRICE_CENTS).toBe(2900);
  });

  it("points HubSpot at its API unless told otherwise", () => {
    expect(parseEnv({}).HUBSPOT_API_URL).toBe("https://api.hubapi.com");
    expect(parseEnv({ HUBSPOT_API_URL: "http://127.0.0.1:9999/" }).HUBSPOT_API_URL).toBe(
      "http://127.0.0.1:9999",
    );
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/app"],
    ["APP_URL", "not a url"],
    ["STRIPE_SECRET_KEY", "pk_live_123"],
    ["STRIPE_WEBHOOK_SECRET", "secret"],
    ["REPORT_PRICE_CENTS", "forty-nine"],
    ["AUTH_SECRET", "short"],
    ["ADMIN_EMAIL", "admin"],
    ["RESEND_BASE_URL", "127.0.0.1:9999"],
    ["ENCRYPTION_KEY", "too-short-a-key"],
    ["HUBSPOT_API_URL", "api.hubapi.com"],
    ["WEBHOOK_ALLOW_PRIVATE", "yes"],
  ])("stops with a message naming %s when it is malformed", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("keeps webhooks to public https addresses unless WEBHOOK_ALLOW_PRIVATE is true", () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: "false" }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(parseEnv({ WEBHOOK_ALLOW_PRIVATE: "true" }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
  });

  it("stops when VOICE_AGENT_WEBHOOK_URL is set without VOICE_AGENT_SECRET", () => {
    const url = "https://voice.example.com/calls";
    expect(() => parseEnv({ VOICE_AGENT_WEBHOOK_URL: url })).toThrow(
      /VOICE_AGENT_SECRET: must be set when VOICE_AGENT_WEBHOOK_URL is set/,
    );
    expect(parseEnv({ VOICE_AGENT_WEBHOOK_URL: url, VOICE_AGENT_SECRET: "s3cret" })).toMatchObject({
      VOICE_AGENT_WEBHOOK_URL: url,
      VOICE_AGENT_SECRET: "s3cret",
    });
  });
});

describe("REPORT_PAGE_SIZE", () => {
  it("prints on US Letter by default and on A4 when set, in any case", () => {
    expect(parseEnv({}).REPORT_PAGE_SIZE).toBe("LETTER");
    expect(parseEnv({ REPORT_PAGE_SIZE: "A4" }).REPORT_PAGE_SIZE).toBe("A4");
    expect(parseEnv({ REPORT_PAGE_SIZE: " letter " }).REPORT_PAGE_SIZE).toBe("LETTER");
  });

  it("names the variable when it is neither", () => {
    expect(() => parseEnv({ REPORT_PAGE_SIZE: "legal" })).toThrow(
      /REPORT_PAGE_SIZE: must be letter or a4/,
    );
  });
});

describe("booking", () => {
  it("keeps the plain booking link without a provider", () => {
    const env = parseEnv({ BOOKING_URL: "https://calendly.com/chapter" });
    expect(env.BOOKING_PROVIDER).toBeUndefined();
    expect(env.BOOKING_URL).toBe("https://calendly.com/chapter");
  });

  it("needs the scheduling page and the webhook secret with a provider", () => {
    expect(() => parseEnv({ BOOKING_PROVIDER: "calcom" })).toThrow(
      /BOOKING_URL: must be set when BOOKING_PROVIDER is set/,
    );
    expect(() =>
      parseEnv({ BOOKING_PROVIDER: "calcom", BOOKING_URL: "https://cal.com/chapter/30min" }),
    ).toThrow(/BOOKING_WEBHOOK_SECRET: must be set when BOOKING_PROVIDER is set/);
    expect(
      parseEnv({
        BOOKING_PROVIDER: "calendly",
        BOOKING_URL: "https://calendly.com/chapter/consultation",
        BOOKING_WEBHOOK_SECRET: "calendly-signing-key-0123",
      }),
    ).toMatchObject({ BOOKING_PROVIDER: "calendly" });
  });

  it("names the provider variable when it is neither", () => {
    expect(() => parseEnv({ BOOKING_PROVIDER: "hubspot" })).toThrow(
      /BOOKING_PROVIDER: must be calcom or calendly/,
    );
  });
});
