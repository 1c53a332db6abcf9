/**
 * Helpers for the admin screens' jsdom tests (never imported by the app): a fetch mock that
 * answers by path, SWR with a fresh cache per render, an App Router stand-in, and a watch on
 * the page load that ends a session.
 */
import { jest } from "@jest/globals";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SWRConfig } from "swr";

import { fetchJson } from "@/platform/http/api-client";
import { pageNavigation } from "@/capabilities/admin/components/admin-session";
import type { AssessmentDetails, AssessmentRow } from "@/capabilities/admin/components/types";

import { answer } from "@/tests/helpers/browser";

export { answer };

type Answers = Record<string, () => Response>;

/**
 * Installs a fetch that answers each request by the longest path prefix in `answers`
 * (the logout endpoint answers 204); returns the mock to inspect the calls.
 */
export function mockFetch(answers: Answers) {
  const table: Answers = { "/api/auth/logout": () => answer(204, null), ...answers };
  const fetchMock = jest.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const key = Object.keys(table)
      .filter((prefix) => path.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!key) throw new Error(`Unexpected request: ${path}`);
    return table[key]!();
  });
  global.fetch = fetchMock;
  return fetchMock;
}

/** The paths fetched, in order. */
export const fetchedPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

/** Watches the full page load that ends a session; restored by jest.restoreAllMocks(). */
export const watchNavigation = () =>
  jest.spyOn(pageNavigation, "replace").mockImplementation(() => {});

export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
  bfcacheId: "test",
};

/** Admin data settings as the dashboard's, with a cache of its own for each render. */
export function AdminTestProviders({ children }: { children: React.ReactNode }) {
  return (
    <AppRouterContext.Provider value={router}>
      <SWRConfig
        value={{
          fetcher: fetchJson,
          provider: () => new Map(),
          shouldRetryOnError: false,
          dedupingInterval: 0,
        }}
      >
        {children}
      </SWRConfig>
    </AppRouterContext.Provider>
  );
}

export const ASSESSMENT_ID = "11111111-1111-4111-8111-111111111111";

/** A row of the admin assessments list: a hot lead with a roadmap. */
export const assessmentRowOf = (overrides: Partial<AssessmentRow> = {}): AssessmentRow => ({
  id: ASSESSMENT_ID,
  executiveName: "Dana Reyes",
  executiveEmail: "dana@example.com",
  companyName: "Northwind Logistics",
  executiveTitle: "CEO",
  companyIndustry: "financial-services",
  companyRevenue: "10m-50m",
  leadScore: 8,
  leadQualified: true,
  roadmapGenerated: true,
  paymentStatus: "pending",
  aiReadinessScore: 62,
  createdAt: "2026-03-04T10:00:00.000Z",
  leadBadge: "Hot Lead",
  starred: true,
  status: "completed",
  stepReached: 5,
  marketingConsent: true,
  chapter: "vancouver",
  source: "linkedin",
  purgedAt: null,
  teamAndRetakes: null,
  ...overrides,
});

/** An assessment's details as the admin API answers them: no family answers, nothing generated. */
export const detailsOf = (overrides: Partial<AssessmentDetails> = {}): AssessmentDetails => ({
  id: ASSESSMENT_ID,
  executiveName: "Dana Reyes",
  executiveTitle: "VP Operations",
  executiveEmail: "dana@example.com",
  companyName: "Northwind Logistics",
  companyIndustry: "technology",
  companyRevenue: "10m-50m",
  companyEmployees: "51-200",
  otherChallenge: null,
  aiConfidence: 6,
  aiExperience: null,
  aiFriction: null,
  otherPlatforms: null,
  preparednessLevel: null,
  householdAiUse: [],
  childAiConcerns: [],
  rulesForChildren: null,
  aiReadinessScore: 62,
  leadScore: 8,
  leadQualified: true,
  roadmapGenerated: false,
  paymentStatus: "pending",
  createdAt: "2026-03-04T10:00:00.000Z",
  labels: {
    companyIndustry: "Technology",
    companyRevenue: "$10M – $50M",
    companyEmployees: "51-200",
    companyBusinessModel: null,
    companyMarkets: null,
    headOfficeLocation: null,
    officeExpansion: [],
    businessChallenges: [],
    aiToolsUsed: [],
    aiPerception: "Curious",
    orgAiElements: [],
    orgPosture: "Exploring",
    aiDepartments: [],
    enterprisePlatforms: [],
    preparednessLevel: null,
    householdAiUse: [],
    childAiConcerns: [],
    rulesForChildren: null,
  },
  leadBadge: "Hot Lead",
  starred: true,
  // As the API answers a lead without a team or retakes.
  teamAndRetakes: {
    invited: 0,
    answered: 0,
    responses: 0,
    responseRate: null,
    retakeOf: null,
    retakes: 0,
  },
  aiRecommendations: [],
  followUpQuestions: null,
  roadmapContent: null,
  status: "completed",
  stepReached: 5,
  completedAt: "2026-03-04T10:00:00.000Z",
  purgedAt: null,
  marketingConsent: true,
  consentHistory: [
    {
      given: true,
      source: "/assessment",
      wordingVersion: "2026-11-23",
      createdAt: "2026-03-04T09:50:00.000Z",
    },
  ],
  chapter: "vancouver-island",
  source: "linkedin",
  utmSource: "linkedin",
  utmMedium: "social",
  utmCampaign: "fall-forum",
  utmTerm: null,
  utmContent: null,
  referrer: "https://www.linkedin.com/",
  landingPath: "/",
  couponCode: null,
  paidAt: null,
  bookingStatus: null,
  bookedAt: null,
  bookingStartsAt: null,
  bookingCancelledAt: null,
  user: null,
  latestPayment: null,
  latestCallRequest: null,
  ...overrides,
});
