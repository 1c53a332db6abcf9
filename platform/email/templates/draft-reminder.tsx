import { Button, Heading, Text } from "@react-email/components";
import { CommercialFooter, type CommercialProps } from "./commercial-footer";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface DraftReminderProps extends CommercialProps {
  executiveName: string;
  companyName: string;
  /** The last step saved, 1-5. */
  stepReached: number;
  /** A fresh resume link: a secret, stored only sealed. */
  resumeUrl: string;
  /** 1 or 2: the second is the last. */
  reminder: number;
}

export const draftReminderSubject = ({ companyName, reminder }: DraftReminderProps) =>
  reminder > 1
    ? `Last reminder: your AI readiness assessment for ${companyName}`
    : `Your AI readiness assessment for ${companyName} is waiting`;

/** An abandoned draft's reminder (24 h, then 72 h): commercial, to consenting executives only. */
export default function DraftReminder(props: DraftReminderProps) {
  const { executiveName, companyName, stepReached, resumeUrl, reminder } = props;
  const left = 5 - stepReached;
  return (
    <EmailLayout
      preview={`${left} short ${left === 1 ? "step" : "steps"} left: your answers are saved.`}
      footer={<CommercialFooter {...props} />}
    >
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, you are ${stepReached} of 5 steps in`}
      </Heading>
      <Text>
        {`Your answers for ${companyName} are saved. ${left} short ${left === 1 ? "step" : "steps"} remain`}{" "}
        before you see your AI readiness score, how you compare with your industry and a strategic
        roadmap.
      </Text>
      <Button href={resumeUrl} style={buttonStyle}>
        Continue where you left off
      </Button>
      {reminder > 1 && (
        <Text>This is our last reminder. Your saved answers stay available for 30 days.</Text>
      )}
    </EmailLayout>
  );
}
