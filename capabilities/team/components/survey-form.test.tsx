/** @jest-environment jsdom */
import { jest } from "@jest/globals";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import "@/tests/helpers/polyfills";
import { postureOptions } from "@/model/assessment/options";
import { surveyQuestions } from "@/capabilities/team/questions";
import { answer, renderInApp } from "@/tests/helpers/browser";
import { SurveyForm } from "./survey-form";

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
});

const renderSurvey = (answered = false, kind: "invitation" | "link" = "invitation") =>
  renderInApp(
    <SurveyForm
      token="t0k3n"
      companyName="Northwind Logistics"
      executiveName="Dana Reyes"
      kind={kind}
      answered={answered}
      questions={surveyQuestions}
    />,
  );

it("says who asks, how long it takes and that it is anonymous", () => {
  renderSurvey();
  expect(
    screen.getByRole("heading", { name: "Dana Reyes would like your view on AI" }),
  ).toBeInTheDocument();
  expect(screen.getByText(/about 5 minutes/)).toBeInTheDocument();
  expect(screen.getByText(/Anonymous:/)).toBeInTheDocument();
});

it("offers the assessment's own options with their labels, plus function and seniority", () => {
  renderSurvey();
  const posture = screen.getByRole("radiogroup", {
    name: "Which best describes your organization's posture toward AI?",
  });
  for (const option of postureOptions) expect(posture).toHaveTextContent(option.label);
  expect(screen.getByRole("group", { name: /Your seniority/ })).toHaveTextContent("Senior leader");
  expect(screen.getByRole("group", { name: /Your function/ })).toHaveTextContent("Finance");
});

it("sends the answers under the assessment's field names and thanks the leader", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(answer(201, { success: true }));
  renderSurvey();
  await user.click(screen.getByLabelText("Manager"));
  await user.click(screen.getAllByLabelText("Finance")[0]!);
  await user.click(screen.getByLabelText("ChatGPT"));
  await user.click(screen.getByLabelText("A helpful tool, nothing more"));
  await user.click(screen.getByLabelText("A written AI use policy"));
  await user.click(screen.getByLabelText(/^Curious/));
  await user.type(screen.getByLabelText(/Where does AI adoption meet friction/), "No time");
  await user.click(screen.getAllByLabelText("Operations")[1]!);
  await user.click(screen.getByRole("button", { name: "Send my answers" }));

  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe("/api/team/t0k3n/responses");
  expect(JSON.parse(String(init?.body))).toEqual({
    answers: {
      aiConfidence: 5,
      seniority: "manager",
      memberFunction: "finance",
      aiToolsUsed: ["chatgpt"],
      aiPerception: "helpful_tool",
      orgAiElements: ["ai_policy"],
      orgPosture: "curious",
      aiFriction: "No time",
      aiDepartments: ["operations"],
    },
  });
  expect(
    await screen.findByRole("heading", { name: "Thank you: your answers are in" }),
  ).toBeInTheDocument();
});

it("shows the server's message under each question it refused", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue(
    answer(400, {
      message: "Please select your seniority",
      error: {
        fields: {
          "answers.seniority": "Please select your seniority",
          "answers.aiToolsUsed": "Please select at least one option",
        },
      },
    }),
  );
  renderSurvey();
  await user.click(screen.getByRole("button", { name: "Send my answers" }));
  expect(await screen.findByText("Please select your seniority")).toBeInTheDocument();
  expect(screen.getByText("Please select at least one option")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("Please answer the questions marked below.");
  expect(screen.getByRole("group", { name: /Your seniority/ })).toHaveAccessibleDescription(
    "Please select your seniority",
  );
});

it("thanks a leader who already answered instead of asking again", () => {
  renderSurvey(true);
  expect(
    screen.getByRole("heading", { name: "Thank you: your answers are in" }),
  ).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send my answers" })).not.toBeInTheDocument();
});

it("through a team link, sends a code to the leader's address and the answers with it", async () => {
  const user = userEvent.setup();
  fetchMock
    .mockResolvedValueOnce(
      answer(202, { success: true, message: "A code is on its way to lee@example.org." }),
    )
    .mockResolvedValueOnce(
      answer(400, {
        message: "That code is not right, or it has expired. Please ask for a new one.",
        error: {
          fields: {
            "verification.code":
              "That code is not right, or it has expired. Please ask for a new one.",
          },
        },
      }),
    )
    .mockResolvedValueOnce(answer(201, { success: true }));
  renderSurvey(false, "link");
  await user.type(screen.getByLabelText(/Your work e-mail/), "lee@example.org");
  await user.click(screen.getByRole("button", { name: "Send me a code" }));
  expect(await screen.findByText("A code is on its way to lee@example.org.")).toHaveAttribute(
    "role",
    "status",
  );
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/team/t0k3n/code");
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
    email: "lee@example.org",
  });

  await user.type(screen.getByLabelText(/Code from the e-mail/), "123456");
  await user.click(screen.getByRole("button", { name: "Send my answers" }));
  expect(await screen.findByLabelText(/Code from the e-mail/)).toHaveAccessibleDescription(
    "That code is not right, or it has expired. Please ask for a new one.",
  );
  await user.clear(screen.getByLabelText(/Code from the e-mail/));
  await user.type(screen.getByLabelText(/Code from the e-mail/), "654321");
  await user.click(screen.getByRole("button", { name: "Send my answers" }));
  expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body)).verification).toEqual({
    email: "lee@example.org",
    code: "654321",
  });
  expect(
    await screen.findByRole("heading", { name: "Thank you: your answers are in" }),
  ).toBeInTheDocument();
});

it("says why an address is refused for a code", async () => {
  const user = userEvent.setup();
  const own = "This is the executive's own address: the survey is for their leadership team.";
  fetchMock.mockResolvedValue(answer(400, { message: own, error: { fields: { email: own } } }));
  renderSurvey(false, "link");
  await user.type(screen.getByLabelText(/Your work e-mail/), "dana@example.com");
  await user.click(screen.getByRole("button", { name: "Send me a code" }));
  expect(await screen.findByLabelText(/Your work e-mail/)).toHaveAccessibleDescription(own);
});

it("lets an invited leader decline further invitations", async () => {
  const user = userEvent.setup();
  const done =
    "Done: this address will get no more leadership-survey invitations from us, from anyone.";
  fetchMock.mockResolvedValue(answer(200, { success: true, message: done }));
  renderSurvey();
  await user.click(screen.getByRole("button", { name: "No more invitations" }));
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/team/t0k3n/decline");
  expect(await screen.findByText(done)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send my answers" })).not.toBeInTheDocument();
});

it("offers no decline on a team link, which no one was invited to", () => {
  renderSurvey(false, "link");
  expect(screen.queryByRole("button", { name: "No more invitations" })).not.toBeInTheDocument();
});
