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
  _count: { select: { passkeys: true } },
} satisfies Prisma.UserSelect;

type SelectedUser = Prisma.UserGetPayload<{ select: typeof adminUserSelect }>;

/** An account as the Users tab shows it; `passkeys`: how many it has. */
export type AdminUser = Omit<SelectedUser, "_count"> & { passkeys: number };

export const asAdminUser = ({ _count, ...user }: SelectedUser): AdminUser => ({
  ...user,
  passkeys: _count.passkeys,
});

/** Every account, admins first, then oldest first. */
export async function listUsers(): Promise<AdminUser[]> {
  const users = await db.user.findMany({
    select: adminUserSelect,
    orderBy: [{ role: "desc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return users.map(asAdminUser);
}
