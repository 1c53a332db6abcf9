import "server-only";
import { createHmac } from "node:crypto";
import { secretKey } from "@/platform/crypto/seal";
import { db } from "@/platform/db";

/** Where a request came from: /privacy, the person's account, or a letter to the privacy officer. */
export type RequestChannel = "link" | "account" | "officer";
/** What closed it: the data downloaded, deleted, or kept under a legal hold. */
export type RequestOutcome = "downloaded" | "deleted" | "kept";

/** PIPEDA and Law 25: a request is answered within 30 days of its receipt. */
export const REQUEST_DAYS = 30;

const addressHashOf = (address: string) =>
  createHmac("sha256", secretKey("privacy-request v1"))
    .update(address.trim().toLowerCase())
    .digest("hex");

/** "j…@acme.com": the officer recognises a request they were sent; nobody can write to it. */
export function maskAddress(address: string): string {
  const [local = "", domain = ""] = address.trim().toLowerCase().split("@");
  return `${local.slice(0, 1)}…@${domain}`;
}

/** A request received: the 30-day clock starts. */
export async function openRequest(channel: RequestChannel, address: string): Promise<void> {
  await db.privacyRequest.create({
    data: { channel, addressHash: addressHashOf(address), addressHint: maskAddress(address) },
  });
}

/**
 * The address's open requests are answered (`outcome`); with none open (a person acting from
 * their account), one is written already answered, so the log shows every request.
 */
export async function answerRequests(
  address: string,
  outcome: RequestOutcome,
  channel: RequestChannel,
): Promise<void> {
  const addressHash = addressHashOf(address);
  const completedAt = new Date();
  const { count } = await db.privacyRequest.updateMany({
    where: { addressHash, completedAt: null },
    data: { outcome, completedAt },
  });
  if (count > 0) return;
  await db.privacyRequest.create({
    data: { channel, addressHash, addressHint: maskAddress(address), outcome, completedAt },
  });
}

export interface PrivacyRequestRow {
  id: string;
  channel: string;
  addressHint: string;
  receivedAt: Date;
  dueAt: Date;
  outcome: string | null;
  completedAt: Date | null;
}

/** The requests of the last year, open ones first (the oldest, closest to its deadline, first). */
export async function listRequests(now = new Date()): Promise<PrivacyRequestRow[]> {
  const since = new Date(now.getTime() - 365 * 86_400_000);
  const rows = await db.privacyRequest.findMany({
    where: { receivedAt: { gte: since } },
    orderBy: [{ receivedAt: "desc" }],
    take: 500,
    select: {
      id: true,
      channel: true,
      addressHint: true,
      receivedAt: true,
      outcome: true,
      completedAt: true,
    },
  });
  const withDue = rows.map((row) => ({
    ...row,
    dueAt: new Date(row.receivedAt.getTime() + REQUEST_DAYS * 86_400_000),
  }));
  const open = withDue.filter((row) => !row.completedAt).reverse();
  return [...open, ...withDue.filter((row) => row.completedAt)];
}
