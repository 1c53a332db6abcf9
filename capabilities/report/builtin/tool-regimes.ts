import type { RiskSignals } from "@/capabilities/report/content/risks";
import {
  CARD_NUMBERS_TAKEN_WORDS,
  CARD_PAYMENT_WORDS,
  COMMERCIAL_MESSAGE_WORDS,
  MESSAGE_SENDING_TOOLS,
  PAYMENT_SYSTEM_CATEGORIES,
  PAYMENT_TOUCHING_CATEGORIES,
  PAYMENT_TOUCHING_THEMES,
} from "@/capabilities/report/content/regime-words";
import type { RecommendedTool } from "@/model/documents/report-schemas";
import type { Context } from "./context";
import { planOf } from "./plan";
import { recommendToolsFor } from "./recommend-tools";
import { governing } from "./sector-words-of";
import { oneLine } from "./theme-patterns";

/**
 * The regimes the plan itself brings in (issue 34, review r10 class 8): CASL wherever a tool the
 * report recommends, or the executive's own words, send commercial e-mail or texts (marketing
 * automation, review requests, newsletters), and PCI DSS wherever the company takes card
 * payments and a recommended tool or a pilot works where customers give their card details
 * (a point of sale's AI, guest messaging, a pilot answering booking requests). The answers alone
 * name the risks in risk-signals.ts; these need the tools and pilots, so they are read here.
 */

const quoted = (text: string) => `“${text}”`;

const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

const sentences = (ctx: Context) =>
  [ctx.answers.otherChallenge, ctx.answers.aiExperience, ctx.answers.aiFriction]
    .flatMap((text) => (text ? text.split(/(?<=[.!?;])\s+/) : []))
    .map((s) => oneLine(s.replace(/[.!?;]+$/, ""), 120));

/** Commercial messages the plan sends: a recommended tool that sends them, or the executive's words. */
function commercialMessagesOf(
  ctx: Context,
  tools: readonly RecommendedTool[],
): { because: string } | null {
  // A registered charity's fundraising messages are exempt (see outreachOf in risk-signals.ts).
  if (governing(ctx).some((e) => e.profession === "nonprofit")) return null;
  const senders = tools.map((t) => t.name).filter((n) => MESSAGE_SENDING_TOOLS.has(n));
  if (senders.length)
    return {
      because: `${listed(senders)}, recommended in this report, ${senders.length > 1 ? "send" : "sends"} marketing e-mail or texts`,
    };
  const said = sentences(ctx).find((s) => COMMERCIAL_MESSAGE_WORDS.test(s));
  if (said) return { because: `You wrote ${quoted(said)}` };
  const system = ctx.systems.find((s) => s.category === "email marketing");
  return system ? { because: `You run ${system.name} to send e-mail` } : null;
}

/** What shows the company takes card payments: a system that takes them, its words, or its trade. */
function takesCards(ctx: Context): string | null {
  const system = ctx.systems.find((s) => PAYMENT_SYSTEM_CATEGORIES.has(s.category));
  if (system) return `you take payments through ${system.name}`;
  const said = sentences(ctx).find((s) => CARD_PAYMENT_WORDS.test(s));
  if (said) return `you wrote ${quoted(said)}`;
  const consumers = ctx.answers.companyBusinessModel !== "b2b";
  const trade = ["retail", "food-services", "travel-hospitality-tourism"].includes(ctx.industry);
  return consumers && trade ? `${ctx.company} takes card payments from its customers` : null;
}

/** A recommended tool or a pilot that works where customers give their card details. */
function touchesCards(ctx: Context, tools: readonly RecommendedTool[]): string | null {
  const tool = tools.find((t) => PAYMENT_TOUCHING_CATEGORIES.has(t.category));
  if (tool) return `${tool.name}, recommended in this report, works where customers pay`;
  const { lead, ownPilots } = planOf(ctx);
  const pilot = [lead?.theme, ...ownPilots].find(
    (t) => t && PAYMENT_TOUCHING_THEMES.has(t.themeId),
  );
  return pilot
    ? `the pilot on ${pilot.name} reads the requests in which customers give their card details`
    : null;
}

/**
 * Card payments a tool or pilot meets; `numbersTaken` when the words show staff take card numbers
 * themselves (phone orders, cards on file), not only through a platform's own payment page.
 */
function cardPaymentsOf(
  ctx: Context,
  tools: readonly RecommendedTool[],
): RiskSignals["cardPayments"] {
  const cards = takesCards(ctx);
  const touch = cards && touchesCards(ctx, tools);
  if (!cards || !touch) return null;
  return {
    because: `${cards[0]!.toUpperCase()}${cards.slice(1)}, and ${touch}`,
    numbersTaken: sentences(ctx).some((s) => CARD_NUMBERS_TAKEN_WORDS.test(s)),
  };
}

const read = new WeakMap<Context, Pick<RiskSignals, "outreach" | "cardPayments">>();

/** The answers' risk signals with what the recommended tools and pilots bring in. */
export function withToolRegimes(signals: RiskSignals, ctx: Context): RiskSignals {
  let found = read.get(ctx);
  if (!found) {
    const tools = recommendToolsFor(ctx);
    const sent = commercialMessagesOf(ctx, tools);
    const outreach = signals.outreach ?? sent;
    found = {
      outreach: outreach && { ...outreach, sent: sent !== null },
      cardPayments: cardPaymentsOf(ctx, tools),
    };
    read.set(ctx, found);
  }
  return { ...signals, ...found };
}
