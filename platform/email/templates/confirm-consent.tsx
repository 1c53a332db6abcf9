import { Button, Heading, Link, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface ConfirmConsentProps {
  /** `${APP_URL}/consent/confirm?token=...`: it confirms consent for this address only. */
  confirmUrl: string;
  days: number;
}

export const confirmConsentSubject = ({ days }: ConfirmConsentProps) =>
  `Please confirm within ${days} days: AI insights and reminders`;

/**
 * The double opt-in request (capabilities/leads/consent/confirmation.ts): it names no one and no company, as
 * it goes to whatever address was typed. Transactional: nothing commercial is in it.
 */
export default function ConfirmConsent({ confirmUrl, days }: ConfirmConsentProps) {
  return (
    <EmailLayout preview="Nothing is sent until you confirm.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Did you ask for AI insights and reminders?
      </Heading>
      <Text>
        Someone, probably you, ticked the box to receive AI insights and reminders about an AI
        readiness assessment with this address. Nothing of the kind is sent until you confirm.
      </Text>
      <Button href={confirmUrl} style={buttonStyle}>
        Yes, confirm
      </Button>
      <Text>
        {`The link works for ${days} days. Or paste it into your browser: `}
        <Link href={confirmUrl}>{confirmUrl}</Link>
      </Text>
      <Text>If it was not you, ignore this e-mail: you will hear nothing more.</Text>
    </EmailLayout>
  );
}
