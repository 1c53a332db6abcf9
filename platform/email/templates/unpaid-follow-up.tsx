import { Button, Heading, Link, Text } from "@react-email/components";
import { CommercialFooter, type CommercialProps } from "./commercial-footer";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface UnpaidFollowUpProps extends CommercialProps {
  executiveName: string;
  companyName: string;
  /** The readiness score, 0-100. */
  score: number;
  resultsUrl: string;
  paymentUrl: string;
  /** 1 or 2: the second is the last. */
  followUp: number;
}

export const unpaidFollowUpSubject = ({ companyName, score }: UnpaidFollowUpProps) =>
  `${companyName} scored ${score}/100 on AI readiness: what comes next`;

const reportHolds = [
  "The brief: your position and three decisions for this quarter",
  "A phased roadmap with owners, targets and decision gates",
  "Tools that fit your size and systems, with cost and break-even",
  "The risks that apply to you, and your governance next steps",
];

/** A completed, unpaid assessment's follow-up (2 and 7 days): commercial, to consenting executives only. */
export default function UnpaidFollowUp(props: UnpaidFollowUpProps) {
  const { executiveName, companyName, score, resultsUrl, paymentUrl, followUp } = props;
  return (
    <EmailLayout
      preview={`Your AI readiness score is ${score}/100. The full report turns it into a plan.`}
      footer={<CommercialFooter {...props} />}
    >
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, ${companyName} scored ${score}/100`}
      </Heading>
      <Text>
        Your score shows where you stand. The full report shows what to do about it, written from
        your answers:
      </Text>
      {reportHolds.map((line) => (
        <Text key={line} style={{ margin: "4px 0" }}>{`• ${line}`}</Text>
      ))}
      <Button href={paymentUrl} style={buttonStyle}>
        Unlock the full report
      </Button>
      <Text>
        Your results stay here: <Link href={resultsUrl}>{resultsUrl}</Link>
      </Text>
      {followUp > 1 && <Text>This is the last e-mail we send about your report.</Text>}
    </EmailLayout>
  );
}
