import "server-only";
import { AppError } from "@/platform/errors";
import { privacyLinks } from "./request-link";
import { PRIVACY_LINK_INVALID } from "./schemas";

/** The address of a privacy link, or 404 when it is forged, malformed or older than 7 days. */
export function addressOfLink(token: string): string {
  const address = privacyLinks.read(token);
  if (!address) throw new AppError("not_found", PRIVACY_LINK_INVALID);
  return address;
}
