import { Heading, Link, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export interface WebhookPausedProps {
  /** The endpoint that was paused. */
  url: string;
  /** The admin panel, where the Integrations tab resumes it. */
  adminUrl: string;
}

export const webhookPausedSubject: (props: WebhookPausedProps) => string = () =>
  "A webhook endpoint was paused after 24 hours of failed deliveries";

export default function WebhookPaused({ url, adminUrl }: WebhookPausedProps) {
  return (
    <EmailLayout preview="Every delivery to a webhook endpoint failed for 24 hours: it is paused.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        A webhook endpoint was paused
      </Heading>
      <Text>
        Every delivery to <strong>{url}</strong> has failed for 24 hours, so no more lead events are
        sent to it.
      </Text>
      <Text>
        Check the delivery log on the Integrations tab of the{" "}
        <Link href={adminUrl}>admin panel</Link>, fix the receiver, then resume the endpoint and
        redeliver the events it missed.
      </Text>
    </EmailLayout>
  );
}
