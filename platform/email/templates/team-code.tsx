import { Heading, Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

export interface TeamCodeProps {
  executiveName: string;
  companyName: string;
  /** Six digits, for the team survey's link (capabilities/team/link-codes.ts). */
  code: string;
  minutes: number;
}

/** The subject names no one (it goes to whatever address a link holder typed), nor the code (a secret). */
export const teamCodeSubject = ({ minutes }: TeamCodeProps) =>
  `Your leadership survey code (valid for ${minutes} minutes)`;

/** The one-time code that confirms an address before it answers through a team link. Transactional. */
export default function TeamCode({ executiveName, companyName, code, minutes }: TeamCodeProps) {
  return (
    <EmailLayout preview={`Your code works for ${minutes} minutes.`}>
      <Heading as="h1" style={{ fontSize: "22px" }}>
        {`Your code: ${code}`}
      </Heading>
      <Text>
        {`Enter it on the leadership survey page to send your answers. It works for ${minutes} minutes. The survey was shared by ${executiveName} at ${companyName}.`}
      </Text>
      <Text>
        The code confirms that one person answers once. Your address is not kept with your answers,
        and they are shown only combined with other leaders&apos;. If you did not ask for this code,
        you can ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
