/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { act, render, screen, waitFor } from "@testing-library/react";

import {
  AdminTestProviders,
  answer,
  fetchedPaths,
  mockFetch,
  watchNavigation,
} from "@/tests/helpers/admin-screens";
import { INSIGHTS_FAILED, InterviewInsights } from "./interview-insights";
import { INTERVIEW_INSIGHTS_TITLE } from "@/capabilities/voice/components/interview-insights-section";

const ID = "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11";
const PUBLIC = `/api/assessments/${ID}/interview-insights`;
const ADMIN = `/api/admin/assessments/${ID}/interview-insights`;

const none = { hasInterviewData: false, interview: null, sections: [] };
const some = {
  hasInterviewData: true,
  interview: { transcriptSummary: "Dana wants faster quotes.", createdAt: "2026-01-05T10:00:00Z" },
  sections: [],
};

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const renderInsights = (source?: "admin") =>
  render(<InterviewInsights assessmentId={ID} source={source} />, {
    wrapper: AdminTestProviders,
  });

describe("InterviewInsights", () => {
  it("asks again every 90 seconds and shows the section once the interview is in", async () => {
    jest.useFakeTimers();
    let insights: object = none;
    const fetchMock = mockFetch({ [PUBLIC]: () => answer(200, insights) });
    renderInsights();
    await act(async () => {}); // the first answer
    expect(fetchedPaths(fetchMock)).toEqual([PUBLIC]);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();

    insights = some;
    await act(async () => jest.advanceTimersByTime(89_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("region", { name: INTERVIEW_INSIGHTS_TITLE })).toHaveTextContent(
      "Dana wants faster quotes.",
    );
  });

  it("says 'Failed to fetch interview insights' when they cannot be read", async () => {
    mockFetch({ [PUBLIC]: () => answer(500, { message: "Database unavailable" }) });
    renderInsights();
    expect(await screen.findByText(INSIGHTS_FAILED)).toBeVisible();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it.each([401, 403])(
    "signs the admin out to /login on a %i from the admin twin",
    async (status) => {
      const navigation = watchNavigation();
      const fetchMock = mockFetch({ [ADMIN]: () => answer(status, { message: "Not allowed" }) });
      renderInsights("admin");
      await waitFor(() => expect(navigation).toHaveBeenCalledWith("/login"));
      expect(fetchedPaths(fetchMock)).toEqual([ADMIN, "/api/auth/logout"]);
    },
  );
});
