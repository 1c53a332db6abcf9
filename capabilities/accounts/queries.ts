import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/** What sign-in needs to know about an account. */
export function findUserForLogin(email: string) {
  return db.user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      role: true,
      password: true,
      sessionVersion: true,
      mustChangePassword: true,
      tempPasswordExpiresAt: true,
      totpEnabledAt: true,
      _count: { select: { passkeys: true } },
    },
  });
}

export function findUserById(id: string) {
  return db.user.findUnique({
    where: { id },
    select: {
      id: true,
      email: true,
      role: true,
      password: true,
      mustChangePassword: true,
      tempPasswordExpiresAt: true,
    },
  });
}

export function findUserByEmail(email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, email: true } });
}

/** The account holding a reset token (by its SHA-256), with the token's expiry. */
export function findUserByResetToken(tokenHash: string) {
  return db.user.findUnique({
    where: { resetToken: tokenHash },
    select: { id: true, email: true, resetTokenExpiry: true },
  });
}

/** One card of My Reports. */
export const myReportSelect = {
  id: true,
  companyName: true,
  executiveName: true,
  createdAt: true,
  paymentStatus: true,
  roadmapGenerated: true,
  aiReadinessScore: true,
  companyIndustry: true,
  companyEmployees: true,
} satisfies Prisma.AssessmentSelect;

export type MyReport = Prisma.AssessmentGetPayload<{ select: typeof myReportSelect }>;

/** The assessments saved to one account, newest first. */
export function listUserAssessments(userId: string): Promise<MyReport[]> {
  return db.assessment.findMany({
    where: { userId, status: "completed" },
    select: myReportSelect,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}

/** The account page's second factor: since when the app is on, and recovery codes unused. */
export async function secondFactorStatus(userId: string) {
  const [user, recoveryCodesLeft, passkeys] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { role: true, totpEnabledAt: true },
    }),
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
    db.passkey.count({ where: { userId } }),
  ]);
  return { ...user, recoveryCodesLeft, passkeys };
}
