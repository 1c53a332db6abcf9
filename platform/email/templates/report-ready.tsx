import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface ReportReadyProps {
  executiveName: string;
  companyName: string;
  reportUrl: string;
}

export function reportReadySubject({ companyName }: ReportReadyProps) {
  return `Your full AI readiness report for ${companyName}`;
}

export default function ReportReady({ executiveName, companyName, reportUrl }: ReportReadyProps) {
  return (
    <EmailLayout preview={`The full AI readiness report for ${companyName} is ready.`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, your full report is ready`}
      </Heading>
      <Text>
        {`Your complete AI readiness report for ${companyName} is attached as a PDF.`} It covers
        your current state, the AI solution landscape for your industry, recommended tools, a
        three-phase implementation roadmap, risks and your immediate next steps.
      </Text>
      <Button href={reportUrl} style={buttonStyle}>
        Open your report online
      </Button>
      <Text>
        The online version stays up to date: <Link href={reportUrl}>{reportUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
