/**
 * The name of the coupon code's input (CouponField renders it, CouponForm follows it) and the
 * id of the message under it. A module of its own: the client form must not import the field,
 * whose Input brings tailwind-merge.
 */
export const CODE_FIELD = "code";
export const CODE_ERROR_ID = "coupon-code-error";
