import type { RiskEntry } from "./risks-types";

/**
 * PCI DSS, the card networks' data security standard every merchant's processing agreement
 * holds it to: a tool or pilot that reads booking requests, orders or the till can meet card
 * numbers, which must stay inside the payment systems built to hold them.
 */
export const pciRisk: RiskEntry = {
  id: "pci-dss",
  risk: (s) =>
    `Card numbers ${s.words.audience} give ${s.company} by phone, e-mail or chat end up in an AI tool's prompts, transcripts or logs, outside the payment systems PCI DSS allows to hold them.`,
  mitigation: () =>
    "Keep card numbers out of every AI tool: take payments only through your payment processor's own pages, links and terminals, set AI features and transcripts to mask or drop card numbers, tell staff never to paste one into a prompt, and confirm with your processor that the tool stays outside your PCI DSS scope before it goes live.",
  why: (s) =>
    `${s.cardPayments!.because}; card data is governed by the Payment Card Industry Data Security Standard (PCI DSS) your processing agreement holds you to.`,
  applies: (s) => Boolean(s.cardPayments),
  // High only where staff take card numbers themselves; a platform's own payment page keeps them out.
  impact: (s) => (s.cardPayments?.numbersTaken ? "High" : "Medium"),
  weight: 60,
  essential: true,
};
