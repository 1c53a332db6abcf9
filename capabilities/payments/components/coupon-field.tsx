import { Input } from "@/platform/ui/input";
import { CODE_FIELD } from "./coupon-code";

/** The coupon code's labelled input, rendered on the server for CouponForm. */
export function CouponField() {
  return (
    <div className="grid gap-2">
      <label htmlFor="coupon-code" className="text-sm font-medium">
        Coupon code
      </label>
      <Input
        id="coupon-code"
        name={CODE_FIELD}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="e.g. LEADERS2025"
      />
    </div>
  );
}
