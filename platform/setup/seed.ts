import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/platform/db/generated/prisma/client";
import { generatePassword, hashPassword } from "@/platform/auth/password";
import { sealTotpSecret } from "@/platform/auth/totp";
import { env } from "@/platform/env";

export interface SeedOptions {
  adminEmail?: string;
  adminPassword?: string;
  /** The admin's authenticator secret (base32); without it the first sign-in enrols one. */
  adminTotpSecret?: string;
  /** The demo coupon's code; random when unset. */
  couponCode?: string;
  log?: (line: string) => void;
}

/**
 * Idempotent: creates the first admin when there is none, and a demo coupon when there
 * are no coupons. Generated secrets are printed once, here, and never stored in clear.
 */
export async function seedDatabase(db: PrismaClient, options: SeedOptions = {}) {
  const log = options.log ?? console.log;
  const adminCount = await db.user.count({ where: { role: "admin" } });
  if (adminCount === 0) {
    const email = (options.adminEmail ?? "admin@example.com").toLowerCase();
    const password = options.adminPassword ?? generatePassword();
    const totp = options.adminTotpSecret
      ? {
          totpSecret: sealTotpSecret(options.adminTotpSecret.toUpperCase()),
          totpEnabledAt: new Date(),
        }
      : {};
    await db.user.upsert({
      where: { email },
      create: {
        email,
        password: await hashPassword(password),
        role: "admin",
        fullname: "Administrator",
        ...totp,
      },
      update: { role: "admin", ...totp },
    });
    log(
      options.adminPassword
        ? `Admin account ready: ${email} (password from ADMIN_PASSWORD)`
        : `Admin account created: ${email} / ${password}  (shown once; change it after signing in)`,
    );
    log(
      options.adminTotpSecret
        ? "Its authenticator app: the secret in ADMIN_TOTP_SECRET."
        : `Its authenticator app is set up at the first sign-in: ${env.APP_URL}/login`,
    );
  }
  if ((await db.couponCode.count()) === 0) {
    const code =
      options.couponCode?.toUpperCase() ?? `DEMO-${randomBytes(3).toString("hex").toUpperCase()}`;
    await db.couponCode.create({
      data: { code, description: "Demo coupon created by the seed", maxUses: 100 },
    });
    log(`Demo coupon created: ${code} (100 uses)`);
  }
}

/** The seed with the configured admin and demo coupon (ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_COUPON_CODE). */
export function seedFromEnvironment(db: PrismaClient) {
  return seedDatabase(db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    adminTotpSecret: env.ADMIN_TOTP_SECRET,
    couponCode: env.DEMO_COUPON_CODE,
  });
}
