import { renderToString } from "react-dom/server";
import { SiteFooter } from "@/platform/layout/site-footer";
import PrivacyPage from "./page";

/** The privacy note the wizard and every page's footer link: the facts the issue asks it to state. */
const text = renderToString(<PrivacyPage />)
  .replace(/<[^>]+>/g, "")
  .replace(/&#x27;/g, "'")
  .replace(/<!-- -->/g, "");

it.each([
  [
    "answers are saved as the assessment is answered",
    /your answers are saved on our server so that you can continue later/,
  ],
  [
    "a step-1 draft's identity is deleted after 30 days",
    /after 30 days, and its links stop working/,
  ],
  ["resume links work 30 days", /opens your saved answers for 30 days/],
  [
    "commercial e-mail only with consent, and how to withdraw it",
    /only if you tick the box[\s\S]*withdraw your consent at any time/,
  ],
  ["no tracking cookies", /no tracking cookies/],
  ["visits are anonymous daily totals", /anonymous daily totals/],
  [
    "who receives the data",
    /Stripe[\s\S]*Resend[\s\S]*Anthropic[\s\S]*HubSpot[\s\S]*Cal\.com or Calendly/,
  ],
  ["a booked consultation is kept", /If you book a\s+consultation with a strategist, when it is/],
  ["the privacy officer", /privacy officer answers questions and requests at privacy@/],
  [
    "the four commissioners a complaint may go to",
    /Privacy Commissioner of Canada[\s\S]*British Columbia[\s\S]*Alberta[\s\S]*Québec/,
  ],
  ["how to download or delete one's data", /E-mail me a link to my data/],
  [
    "how long an assessment is kept (RETENTION_MONTHS, 24 by default)",
    /Without an account or a payment, an assessment is deleted 24 months after you took it/,
  ],
])("says %s", (_fact, pattern) => {
  expect(text).toMatch(pattern);
});

it("is linked from every page's footer", () => {
  expect(renderToString(<SiteFooter />)).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
});
