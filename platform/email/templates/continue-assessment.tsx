import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface ContinueAssessmentProps {
  executiveName: string;
  companyName: string;
  /** `${APP_URL}/assessment?draft=...#resume=...`: a secret, stored only sealed. */
  resumeUrl: string;
  expiresInDays: number;
}

export const continueAssessmentSubject = ({ companyName }: ContinueAssessmentProps) =>
  `Continue your AI readiness assessment for ${companyName}`;

/** Sent when a draft is first saved: the way back to it from any device. Transactional. */
export default function ContinueAssessment({
  executiveName,
  companyName,
  resumeUrl,
  expiresInDays,
}: ContinueAssessmentProps) {
  return (
    <EmailLayout preview="Your answers are saved: continue where you left off, on any device.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName}, your answers are saved`}
      </Heading>
      <Text>
        {`You started the AI readiness assessment for ${companyName}.`} Your answers are saved as
        you go, so you can finish it later, on this device or another one.
      </Text>
      <Button href={resumeUrl} style={buttonStyle}>
        Continue your assessment
      </Button>
      <Text>
        Or paste this link into your browser: <Link href={resumeUrl}>{resumeUrl}</Link>
      </Text>
      <Text>
        {`The link opens your saved answers for ${expiresInDays} days. Keep it to yourself: anyone with it can see and change them.`}{" "}
        If you did not start an assessment, ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
