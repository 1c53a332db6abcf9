import "server-only";
import { refuseCommonPassword } from "@/platform/auth/common-passwords";
import { hashPassword, verifyPassword } from "@/platform/auth/password";
import { AppError } from "@/platform/errors";
import { hit } from "@/platform/rate-limit";
import { tempPasswordExpired } from "./login";
import { accountMessages } from "./messages";
import { changeUserPassword } from "./mutations";
import { findUserById } from "./queries";
import { notifyPasswordChanged } from "./reset";
import type { ChangePasswordInput } from "./schemas";

const samePassword = "Choose a password different from your current one.";

/**
 * A signed-in user's password change (the forced change after an admin-issued temporary
 * password, or any change): the current password is checked (rate limited like a sign-in),
 * then every other session ends. Answers the account with its new session version.
 */
export async function changePassword(userId: string, input: ChangePasswordInput) {
  const user = await findUserById(userId);
  if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
  await hit("loginByEmail", user.email);
  if (tempPasswordExpired(user)) {
    throw new AppError("unauthorized", accountMessages.tempPasswordExpired);
  }
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    const message = accountMessages.currentPasswordWrong;
    throw new AppError("validation_failed", message, { fields: { currentPassword: message } });
  }
  refuseCommonPassword(input.newPassword, "newPassword");
  if (await verifyPassword(user.password, input.newPassword)) {
    throw new AppError("validation_failed", samePassword, {
      fields: { newPassword: samePassword },
    });
  }
  const updated = await changeUserPassword(user.id, await hashPassword(input.newPassword));
  await notifyPasswordChanged(updated.email);
  return updated;
}
