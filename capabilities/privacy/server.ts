import "server-only";

export { eraseAccount, privacyMessages } from "./erase-account";
export { personalDataOf } from "./personal-data";
