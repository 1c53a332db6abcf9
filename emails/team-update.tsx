import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface TeamUpdateProps {
  executiveName: string;
  companyName: string;
  /** "minimum": the team view just opened; "everyone": every invited leader has answered. */
  kind: "minimum" | "everyone";
  responses: number;
  invited: number;
  minimum: number;
  alignmentReady: boolean;
  resultsUrl: string;
}

export const teamUpdateSubject = ({ kind, companyName }: TeamUpdateProps) =>
  kind === "everyone"
    ? `Every leader you invited has answered: ${companyName}`
    : `Your leadership team's view is ready: ${companyName}`;

/** To the executive, with counts only (lib/team/notify.ts). Transactional. */
export default function TeamUpdate({
  executiveName,
  companyName,
  kind,
  responses,
  invited,
  minimum,
  alignmentReady,
  resultsUrl,
}: TeamUpdateProps) {
  const heading =
    kind === "everyone"
      ? `${executiveName}, all ${invited} leaders you invited have answered`
      : `${executiveName}, ${responses} leaders have answered`;
  const more = minimum - responses;
  return (
    <EmailLayout preview={`Leadership alignment for ${companyName}`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {heading}
      </Heading>
      <Text>
        {alignmentReady
          ? `Leadership Alignment for ${companyName} now shows how your team sees AI beside your own answers: where you agree, the three largest gaps and the conversation to have about each. Answers are combined; no one's are shown alone.`
          : `The team view opens at ${minimum} answers, so that no one's answers can be told apart: ${more} more ${more === 1 ? "is" : "are"} needed. A team link from your results page lets others answer.`}
      </Text>
      <Button href={resultsUrl} style={buttonStyle}>
        {alignmentReady ? "See Leadership Alignment" : "Open your results"}
      </Button>
    </EmailLayout>
  );
}
