import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface TeamUpdateProps {
  executiveName: string;
  companyName: string;
  /** "opened": the team view's first group of answers; "grew": a later group joined it. */
  kind: "opened" | "grew";
  /** Answers in the team view now. */
  responses: number;
  /** Answers join the view this many at a time. */
  step: number;
  resultsUrl: string;
}

export const teamUpdateSubject = ({ kind, companyName }: TeamUpdateProps) =>
  kind === "opened"
    ? `Your leadership team's view is ready: ${companyName}`
    : `More of your leadership team has answered: ${companyName}`;

/** To the executive, with counts only (capabilities/team/notify.ts). Transactional. */
export default function TeamUpdate({
  executiveName,
  companyName,
  kind,
  responses,
  step,
  resultsUrl,
}: TeamUpdateProps) {
  return (
    <EmailLayout preview={`Leadership alignment for ${companyName}`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, your team view now holds ${responses} leaders' answers`}
      </Heading>
      <Text>
        {kind === "opened"
          ? `Leadership Alignment for ${companyName} now shows how your team sees AI beside your own answers: where you agree, the three largest gaps and the conversation to have about each.`
          : `Leadership Alignment for ${companyName} and your report now reflect them.`}
      </Text>
      <Text>
        {`Answers are combined, and they join the view ${step} at a time, so that no one's answers can be told apart.`}
      </Text>
      <Button href={resultsUrl} style={buttonStyle}>
        See Leadership Alignment
      </Button>
    </EmailLayout>
  );
}
