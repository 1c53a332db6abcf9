import { Button, Heading, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./email-layout";

export interface PrivacyLinkProps {
  url: string;
  days: number;
}

export const privacyLinkSubject: (props: PrivacyLinkProps) => string = () =>
  "Your data: download it or delete it";

/** A visitor's privacy request: the link to what is held about their address. */
export default function PrivacyLink({ url, days }: PrivacyLinkProps) {
  return (
    <EmailLayout preview="The link to see, download or delete what we hold about you.">
      <Heading as="h1" style={{ fontSize: "22px" }}>
        Your data
      </Heading>
      <Text>
        You asked what we hold about this e-mail address. This link shows it, lets you download it
        and lets you delete it. It works for {days} days; keep it to yourself.
      </Text>
      <Button href={url} style={buttonStyle}>
        See my data
      </Button>
      <Text>If you did not ask, you can ignore this e-mail: nothing changes.</Text>
    </EmailLayout>
  );
}
