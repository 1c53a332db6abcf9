/** What is bought and what it costs, above the ways to pay. */
export function OrderSummary({ companyName, price }: { companyName: string; price: string }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h2 id="order-summary-title" className="text-sm font-semibold">
        Order summary
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex items-start justify-between gap-4">
          <dt>Full AI readiness report for {companyName}</dt>
          <dd className="font-medium whitespace-nowrap tabular-nums">{price}</dd>
        </div>
        <div className="flex items-start justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="whitespace-nowrap tabular-nums">{price}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        One-time payment, no subscription. A member coupon unlocks the report at no charge.
      </p>
    </section>
  );
}
