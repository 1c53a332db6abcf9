import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * What was switched off or only seen is not in use (issue 34, round 16): a chatbot turned off
 * after complaints is never "what already works", and a demo at a trade show or a webinar is
 * never "the AI use you described".
 */

const written = (aiExperience: string) =>
  documentsText(
    makeAnswers({
      companyName: "Birchwood Veterinary Clinics",
      companyIndustry: "healthcare",
      aiExperience,
    }),
  );

describe("a tool switched off", () => {
  it.each([
    "Last year our booking vendor added a chatbot that told a client we were open on a holiday; we turned it off after a month.",
    "En 2024, notre fournisseur a activé un robot conversationnel qui a répondu avec le mauvais tarif à une cliente; nous l'avons désactivé après deux mois.",
  ])("is never what already works: %s", (experience) => {
    const text = written(experience);
    expect(text).not.toMatch(
      /what already works|as quick as the ones already drafted|the AI use you described/i,
    );
  });
});

describe("AI only seen", () => {
  it.each([
    [
      "Our practice manager watched a triage-assistant demo at a trade show in Calgary, but it was built for human clinics. I use ChatGPT to draft client reminder letters.",
      "I use ChatGPT to draft client reminder letters",
    ],
    [
      "Nous avons vu une démo d'un assistant de triage au salon de l'AMVQ, mais il était fait pour les hôpitaux. J'utilise ChatGPT pour rédiger les rappels aux clients.",
      "J'utilise ChatGPT pour rédiger les rappels aux clients",
    ],
  ])("is not the use described: %s", (experience, use) => {
    const text = written(experience);
    expect(text).not.toMatch(/AI use you described \(“[^”]*(?:demo|démo)/i);
    expect(text).toContain(`the AI use you described (“${use}”)`);
  });

  it("with nothing else said, is no use to turn into evidence", () => {
    const text = written(
      "Our clinic director watched a demo of an AI assistant at a trade show in Calgary last spring.",
    );
    expect(text).not.toMatch(/Turn the AI use you described into evidence/);
  });
});
