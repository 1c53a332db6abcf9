import "server-only";

export { eraseAccount, eraseAddress, erasureMessage, privacyMessages } from "./erase";
export { assessmentsOfAddress, dataOfAddress, personalDataOf } from "./personal-data";
export { addressOfLink } from "./link-address";
export { PRIVACY_REQUEST_ANSWER, requestPrivacyLink } from "./request-link";
