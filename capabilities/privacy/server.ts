import "server-only";

export { eraseAccount, eraseAddress, erasureMessage, privacyMessages } from "./erase";
export { assessmentsOfAddress, dataOfAddress, personalDataOf } from "./personal-data";
export { addressOfLink } from "./link-address";
export {
  privacyOverview,
  recordOfficerRequest,
  resolveFlaggedDeletion,
  type PrivacyOverview,
} from "./admin-overview";
export { liftHold, placeHold } from "./holds";
export { purgeExpiredLeads } from "./retention";
export { PRIVACY_REQUEST_ANSWER, requestPrivacyLink } from "./request-link";
