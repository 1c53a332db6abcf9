import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface RoadmapReadyProps {
  executiveName: string;
  companyName: string;
  resultsUrl: string;
  roadmapUrl: string;
}

export function roadmapReadySubject({ companyName }: RoadmapReadyProps) {
  return `Your AI roadmap for ${companyName} is ready`;
}

export default function RoadmapReady({
  executiveName,
  companyName,
  resultsUrl,
  roadmapUrl,
}: RoadmapReadyProps) {
  return (
    <EmailLayout preview={`The AI roadmap for ${companyName} is ready to read.`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, your AI roadmap is ready`}
      </Heading>
      <Text>
        {`Thank you for completing the AI readiness assessment for ${companyName}.`} Your readiness
        score and a strategic roadmap with quick wins and longer-term recommendations are waiting
        for you.
      </Text>
      <Button href={roadmapUrl} style={buttonStyle}>
        Read your roadmap
      </Button>
      <Text>
        Your results and score breakdown: <Link href={resultsUrl}>{resultsUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
