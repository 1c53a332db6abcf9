import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";
import { subjectText } from "./subject-text";

export interface TeamInvitationProps {
  executiveName: string;
  companyName: string;
  /** `${APP_URL}/team/<token>`: a secret (it answers once for this leader), stored only sealed. */
  surveyUrl: string;
}

/** The names are the executive's own typing, sent to others: shortened, with no web address. */
export const teamInvitationSubject = ({ executiveName, companyName }: TeamInvitationProps) =>
  `${subjectText(executiveName, 40)} asks for your view on AI at ${subjectText(companyName)}`;

/** A leader invited to the team survey (capabilities/team/invitations.ts). Transactional. */
export default function TeamInvitation({
  executiveName,
  companyName,
  surveyUrl,
}: TeamInvitationProps) {
  return (
    <EmailLayout preview="Seven questions, about 5 minutes, anonymous.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`${executiveName} would like your view on AI at ${companyName}`}
      </Heading>
      <Text>
        {`${executiveName} took an AI readiness assessment for ${companyName} and is asking the leadership team the same questions about the organization and their own use of AI: how confident you are with AI tools, which you use, how you see AI for the business, what is already in place, the organization's posture, what slows adoption and where AI would help most.`}
      </Text>
      <Text>
        It takes about 5 minutes, needs no account and is anonymous: your answers are only shown
        combined with at least two other leaders&apos;, never with your name or address, and what
        you write in your own words is never quoted.
      </Text>
      <Button href={surveyUrl} style={buttonStyle}>
        Give your view
      </Button>
      <Text>
        Or paste this link into your browser: <Link href={surveyUrl}>{surveyUrl}</Link>
      </Text>
      <Text>
        The link is yours: it takes one set of answers. If you were not expecting this, you can
        ignore this e-mail, or open the link and choose &quot;No more invitations&quot; to receive
        none again.
      </Text>
    </EmailLayout>
  );
}
