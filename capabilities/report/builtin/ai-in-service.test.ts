import { proseOf, regionalIsp } from "@/tests/helpers/test-personas";

/**
 * Review r24 (#34): a regional internet provider whose website chatbot has answered outage
 * questions since January and settles 28% of chats without an agent. The pilot on the calls an
 * outage brings builds on that assistant, never proposes one beside it, and its result is no AI
 * use still to "turn into evidence".
 */
const isp = (aiExperience: string) => proseOf(regionalIsp({ aiExperience }));

describe("an assistant already answering customers", () => {
  const inService = isp(
    "Depuis janvier, notre robot conversationnel sur le site répond aux questions de pannes; il règle 28 % des clavardages sans agent.",
  );

  it("is what the outage pilot builds on, with its result", () => {
    expect(inService).toMatch(
      /build on the assistant that already answers your customers \(28 % today, as you gave it\)/,
    );
    expect(inService).not.toMatch(/let an AI assistant answer "is it just me\?"/);
  });

  it("is no AI use still to turn into evidence", () => {
    expect(inService).not.toMatch(/Turn the AI use you described into evidence/);
  });

  it("is not read from a wish or a trial", () => {
    for (const words of [
      "Nous aimerions un robot conversationnel sur le site pour les pannes.",
      "We are testing a chatbot on the website for outage questions since March.",
    ]) {
      const prose = isp(words);
      expect(prose).not.toMatch(/build on the assistant that already answers/);
      expect(prose).toMatch(/let an AI assistant answer "is it just me\?"/);
    }
  });
});
