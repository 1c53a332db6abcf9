/**
 * The payment states in which the full report is locked: never unlocked, or paid by card
 * and then refunded in full or disputed. Checkout, a coupon and a paid session each unlock
 * from any of them.
 */
export const LOCKED_STATUSES = ["pending", "refunded", "disputed"] as const;

export type LockedStatus = (typeof LOCKED_STATUSES)[number];

export const isLocked = (status: string) => (LOCKED_STATUSES as readonly string[]).includes(status);

/** The report is unlocked: paid by card or with a coupon (pure, for the pages' components). */
export const isUnlockedStatus = (status: string) => status === "paid" || status === "coupon_used";
