import "@/tests/helpers/database";
import { verifyPassword } from "@/platform/auth/password";
import { openTotpSecret } from "@/platform/auth/totp";
import { db } from "@/platform/db";
import { seedDatabase } from "./seed";

it("creates the first admin and a demo coupon once, however often it runs", async () => {
  const lines: string[] = [];
  const options = {
    adminEmail: "Boss@Example.com",
    adminPassword: "Str0ng-Password",
    log: (l: string) => lines.push(l),
  };
  await seedDatabase(db, options);
  await seedDatabase(db, options);

  const admins = await db.user.findMany({ where: { role: "admin" } });
  expect(admins).toHaveLength(1);
  expect(admins[0].email).toBe("boss@example.com");
  expect(admins[0].password).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(admins[0].password, "Str0ng-Password")).toBe(true);

  const coupons = await db.couponCode.findMany();
  expect(coupons).toHaveLength(1);
  expect(coupons[0]).toMatchObject({ isActive: true, usedCount: 0, maxUses: 100 });
  expect(lines).toEqual([
    "Admin account ready: boss@example.com (password from ADMIN_PASSWORD)",
    "Its authenticator app is set up at the first sign-in: http://localhost:3000/login",
    `Demo coupon created: ${coupons[0].code} (100 uses)`,
  ]);
  expect(admins[0].totpSecret).toBeNull();
});

it("gives the admin the authenticator secret of ADMIN_TOTP_SECRET, sealed", async () => {
  await db.user.deleteMany();
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  const lines: string[] = [];
  await seedDatabase(db, { adminTotpSecret: secret, log: (l) => lines.push(l) });
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  expect(admin.totpEnabledAt).not.toBeNull();
  expect(admin.totpSecret).not.toContain(secret);
  expect(openTotpSecret(admin.totpSecret!)).toBe(secret);
  expect(lines).toContain("Its authenticator app: the secret in ADMIN_TOTP_SECRET.");
});

it("prints a generated admin password once when none is configured", async () => {
  await db.user.deleteMany();
  const lines: string[] = [];
  await seedDatabase(db, { log: (l) => lines.push(l) });
  const shown = lines[0].match(/^Admin account created: admin@example\.com \/ (\S+)/);
  expect(shown).not.toBeNull();
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
  expect(await verifyPassword(admin.password, shown![1])).toBe(true);
  expect(admin.password).not.toContain(shown![1]);
});
