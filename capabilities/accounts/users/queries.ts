import "server-only";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";

/** What the Users tab shows of an account (spec section 3, "Admin user view"); never the hash. */
export const adminUserSelect = {
  id: true,
  email: true,
  role: true,
  totpEnabledAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.UserSelect;

export type AdminUser = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

/** Every account, admins first, then oldest first. */
export function listUsers(): Promise<AdminUser[]> {
  return db.user.findMany({
    select: adminUserSelect,
    orderBy: [{ role: "desc" }, { createdAt: "asc" }, { id: "asc" }],
  });
}
