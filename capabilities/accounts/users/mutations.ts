import "server-only";
import { generatePassword, hashPassword } from "@/platform/auth/password";
import { db } from "@/platform/db";
import { sendEmail, type SentEmail } from "@/platform/email/send";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/db/errors";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { isUuid } from "@/platform/http/query-params";
import type { CreateUserInput, UpdateUserInput } from "@/capabilities/accounts/users/schemas";
import { adminUserSelect, asAdminUser, type AdminUser } from "./queries";

export const TEMPORARY_PASSWORD_HOURS = 24;

export const userMessages = {
  notFound: "User not found.",
  emailTaken: "A user with this email already exists.",
  selfDemotion: "You cannot remove your own admin role.",
  selfDeletion: "You cannot delete your own account.",
  lastAdminDemotion: "The last admin cannot be demoted.",
  lastAdminRemoval: "The last admin cannot be removed.",
} as const;

async function mapUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", userMessages.emailTaken);
    throw error;
  }
}

/**
 * Creates an account with a generated temporary password (argon2id), which must be changed at
 * first sign-in and expires in 24 hours, and e-mails it. The password is never answered.
 */
export async function createUserWithTemporaryPassword(
  actor: AuditActor,
  input: CreateUserInput,
): Promise<{ user: AdminUser; email: SentEmail }> {
  const temporaryPassword = generatePassword();
  const password = await hashPassword(temporaryPassword);
  const user = await mapUniqueViolation(() =>
    db.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          email: input.email,
          role: input.role,
          password,
          mustChangePassword: true,
          tempPasswordExpiresAt: new Date(Date.now() + TEMPORARY_PASSWORD_HOURS * 3_600_000),
        },
        select: adminUserSelect,
      });
      await audit(
        actor,
        "user.create",
        "user",
        created.id,
        { email: created.email, role: created.role },
        tx,
      );
      return asAdminUser(created);
    }),
  );
  const email = await sendEmail(user.email, "temporary-password", {
    email: user.email,
    role: user.role,
    temporaryPassword,
    loginUrl: `${env.APP_URL}/login`,
    expiresInHours: TEMPORARY_PASSWORD_HOURS,
  });
  return { user, email };
}

type Tx = Prisma.TransactionClient;

/** Admin-row transactions may queue behind one another (the lock below): give them time. */
const LOCKING_TRANSACTION = { maxWait: 10_000, timeout: 20_000 };

/**
 * Locks every admin row until the transaction ends and answers their ids: two requests that
 * each remove an admin run one after the other, and the second sees the first's result.
 * The caller must still be among them (a concurrent request may have demoted them).
 */
async function lockAdmins(tx: Tx, actor: AuditActor): Promise<string[]> {
  const admins = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`;
  const ids = admins.map((a) => a.id);
  if (!actor.id || !ids.includes(actor.id))
    throw new AppError("forbidden", "Admin access is required.");
  return ids;
}

async function findTarget(tx: Tx, id: string) {
  const target = isUuid(id)
    ? await tx.user.findUnique({ where: { id }, select: { id: true, email: true, role: true } })
    : null;
  if (!target) throw new AppError("not_found", userMessages.notFound);
  return target;
}

/** Edit User: e-mail and role. Nobody removes their own admin role, nor the last admin's. */
export async function updateUser(
  actor: AuditActor,
  id: string,
  input: UpdateUserInput,
): Promise<AdminUser> {
  return mapUniqueViolation(() =>
    db.$transaction(async (tx) => {
      const admins = await lockAdmins(tx, actor);
      const target = await findTarget(tx, id);
      const demotion = target.role === "admin" && input.role !== "admin";
      if (demotion && target.id === actor.id) {
        throw new AppError("bad_request", userMessages.selfDemotion);
      }
      // Unreachable while the caller is a locked admin too; kept so the rule holds on its own.
      if (demotion && admins.length <= 1) {
        throw new AppError("bad_request", userMessages.lastAdminDemotion);
      }

      const updated = await tx.user.update({
        where: { id: target.id },
        data: input,
        select: adminUserSelect,
      });
      await audit(
        actor,
        "user.update",
        "user",
        target.id,
        {
          before: { email: target.email, role: target.role },
          after: { email: updated.email, role: updated.role },
        },
        tx,
      );
      return asAdminUser(updated);
    }, LOCKING_TRANSACTION),
  );
}

/** Deletes an account (its assessments stay, without an owner). Not oneself, not the last admin. */
export async function deleteUser(actor: AuditActor, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const admins = await lockAdmins(tx, actor);
    const target = await findTarget(tx, id);
    if (target.id === actor.id) throw new AppError("bad_request", userMessages.selfDeletion);
    // Unreachable while the caller is a locked admin too; kept so the rule holds on its own.
    if (target.role === "admin" && admins.length <= 1) {
      throw new AppError("bad_request", userMessages.lastAdminRemoval);
    }
    await tx.user.delete({ where: { id: target.id } });
    await audit(
      actor,
      "user.delete",
      "user",
      target.id,
      { email: target.email, role: target.role },
      tx,
    );
  }, LOCKING_TRANSACTION);
}
