export { isUnlockedStatus } from "./status";
export type { AdminCoupon } from "./coupon/admin-queries";
export { COUPON_CODE_PATTERN } from "./coupon/schemas";
