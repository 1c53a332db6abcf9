import { BarChart3, CheckCircle2, FileText, Map, Mail, Wrench } from "@/platform/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import { CardCheckout } from "./card-checkout";
import { CouponField } from "./coupon-field";
import { CouponForm } from "./coupon-form";
import { OrderSummary } from "./order-summary";
import { ReportPreview } from "./report-preview";
import { UnlockTabs } from "./unlock-tabs";

const benefits = [
  { icon: BarChart3, text: "Detailed AI readiness scoring and analysis" },
  { icon: Map, text: "A 3-phase implementation roadmap" },
  { icon: CheckCircle2, text: "Industry benchmarks and case studies" },
  { icon: Wrench, text: "AI tool recommendations for your business" },
  { icon: Mail, text: "A PDF report delivered by e-mail" },
];

interface PaymentPanelProps {
  assessmentId: string;
  companyName: string;
  /** The price with its currency, formatted on the server (e.g. "US$49"). */
  price: string;
  cardEnabled: boolean;
}

export function PaymentPanel({ assessmentId, companyName, price, cardEnabled }: PaymentPanelProps) {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_1.1fr]">
      <div className="grid content-start gap-4">
        <p className="text-sm font-medium text-primary">{companyName}</p>
        <h1 className="text-3xl font-bold tracking-tight">Unlock your full AI readiness report</h1>
        <p className="text-muted-foreground">
          A one-time payment of <strong className="text-foreground">{price}</strong>. The report is
          typically ready 2-5 minutes later.
        </p>
        <ul className="grid gap-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <Card>
        <CardHeader>
          <FileText className="size-5 text-primary" aria-hidden="true" />
          <CardTitle className="text-xl">Choose how to unlock</CardTitle>
          <CardDescription>Members may have a coupon code from their chapter.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <OrderSummary companyName={companyName} price={price} />
          <UnlockTabs
            defaultValue="coupon"
            tabs={[
              {
                value: "coupon",
                label: "Coupon Code",
                panel: <CouponForm assessmentId={assessmentId} field={<CouponField />} />,
              },
              {
                value: "card",
                label: "Credit Card",
                panel: (
                  <CardCheckout assessmentId={assessmentId} enabled={cardEnabled} price={price} />
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
      <div className="md:col-span-2">
        <ReportPreview companyName={companyName} />
      </div>
    </div>
  );
}
