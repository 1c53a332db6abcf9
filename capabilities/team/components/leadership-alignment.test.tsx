/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";

import "@/tests/helpers/polyfills";
import { computeAlignment } from "@/capabilities/team/alignment";
import { executiveAnswers, makeTeamAnswers } from "@/tests/helpers/team-responses";
import type { TeamView } from "@/capabilities/team/view";
import { renderInApp } from "@/tests/helpers/browser";
import { LeadershipAlignment } from "./leadership-alignment";

const baseView: TeamView = {
  responses: 0,
  minimum: 3,
  invited: 4,
  linkExpiresAt: null,
  aggregates: null,
};

it("before the view opens shows the invitations and how answers join it, no answers", () => {
  renderInApp(<LeadershipAlignment assessmentId="a-1" view={baseView} />);
  expect(screen.getByRole("heading", { name: "Leadership Alignment" })).toBeInTheDocument();
  expect(screen.getByTestId("team-response-count")).toHaveTextContent(
    "0 responses · 4 leaders invited",
  );
  expect(
    screen.getByText(
      "The team view opens once 3 leaders have answered, and takes later answers 3 at a time, so that no one's answers can be told apart.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText("Question by question")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Invite your leadership team")).toBeInTheDocument();
});

// Round 21: a paid report with no team printed "0 responses" above the invitation.
it("before anyone is invited shows the invitation without a count of no answers", () => {
  renderInApp(<LeadershipAlignment assessmentId="a-1" view={{ ...baseView, invited: 0 }} />);
  expect(screen.queryByTestId("team-response-count")).not.toBeInTheDocument();
  expect(screen.queryByText(/0 responses/)).not.toBeInTheDocument();
  expect(screen.getByText(/The team view opens once 3 leaders have answered/)).toBeInTheDocument();
  expect(screen.getByLabelText("Invite your leadership team")).toBeInTheDocument();
});

it("from the minimum shows the gaps with their conversation, confidence and tables of each chart", () => {
  const rows = [
    makeTeamAnswers({ orgPosture: "curious", aiConfidence: 4 }),
    makeTeamAnswers({ orgPosture: "curious", aiConfidence: 5 }),
    makeTeamAnswers({ orgPosture: "exploring", aiConfidence: 6, orgAiElements: ["ai_policy"] }),
  ];
  const aggregates = computeAlignment(rows, executiveAnswers(), 3);
  renderInApp(
    <LeadershipAlignment assessmentId="a-1" view={{ ...baseView, responses: 3, aggregates }} />,
  );
  expect(
    screen.getByText("You rate the organization 'Activating'; 2 of 3 leaders say 'Curious'."),
  ).toBeInTheDocument();
  expect(screen.getByText(/Team median/)).toHaveTextContent(
    "Team median 5/10, the middle half between 4.5 and 5.5 (spread 1); you: 8/10.",
  );
  const posture = screen.getByRole("table", {
    name: /posture toward AI\?: leaders choosing each option/,
  });
  const curious = within(posture).getByRole("row", { name: /Curious/ });
  expect(curious).toHaveTextContent("Curious2No");
  expect(within(posture).getByRole("row", { name: /Activating/ })).toHaveTextContent(
    "Activating0Yes",
  );
  expect(
    screen.getByText("A written AI use policy", { selector: "span" }).parentElement,
  ).toHaveTextContent("A written AI use policy: 1 of 3 leaders see it");
  expect(screen.getByTestId("team-response-count")).toHaveTextContent(
    "3 responses · 4 leaders invited",
  );
  expect(screen.getByText(/New answers join the view 3 at a time/)).toBeInTheDocument();
});
