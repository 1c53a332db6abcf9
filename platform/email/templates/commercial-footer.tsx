import { Link, Text } from "@react-email/components";
import { footerStyle } from "./email-layout";

export interface CommercialProps {
  /** Who sends it (CASL: the sender is named). */
  senderName: string;
  /** ORG_POSTAL_ADDRESS. */
  postalAddress: string;
  /** The unsubscribe page: no login, works for 180 days. */
  unsubscribeUrl: string;
  /** The site (APP_URL): with replies to the sending address, how to reach the sender. */
  websiteUrl: string;
}

/** What every commercial e-mail ends with: who sends it, where they are, how to stop it. */
export function CommercialFooter({
  senderName,
  postalAddress,
  unsubscribeUrl,
  websiteUrl,
}: CommercialProps) {
  return (
    <>
      <Text style={footerStyle}>
        {`Sent by ${senderName}, ${postalAddress}.`} Reply to this e-mail or visit{" "}
        <Link href={websiteUrl}>{websiteUrl.replace(/^https?:\/\//, "")}</Link> to reach us. You
        receive this because you agreed to receive AI insights and reminders about your assessment.
      </Text>
      <Text style={footerStyle}>
        <Link href={unsubscribeUrl}>Unsubscribe</Link> in one click, no sign-in needed. It takes
        effect at once.
      </Text>
    </>
  );
}
