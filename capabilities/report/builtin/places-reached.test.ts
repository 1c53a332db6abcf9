import { placesReached } from "./places-reached";

/**
 * Where the executive's words say the company hauls, ships, sells or hires beyond its head
 * office's province (#34): what makes a carrier federal and names a receiving province's liquor
 * authority or a US state's law.
 */

const fromBC = (text: string) => placesReached(text, "BC");

describe("places the company's work reaches", () => {
  it("reads a province and a US state a carrier runs to", () => {
    const reached = fromBC("We haul to Alberta and run to Washington State every week.");
    expect(reached.provinces).toEqual(["AB"]);
    expect(reached.unitedStates).toBe(true);
    expect(reached.places).toEqual(["Alberta", "Washington"]);
    expect(reached.quote).toBe("We haul to Alberta and run to Washington State every week");
  });

  it("reads every province of a list, and French words with accents", () => {
    expect(
      fromBC("Shipping our wine to customers in Ontario and Alberta is a maze.").provinces,
    ).toEqual(["ON", "AB"]);
    const french = fromBC(
      "Nous livrons nos bières en Ontario et au Québec, et nos camions vont aux États-Unis.",
    );
    expect(french.provinces).toEqual(["ON", "QC"]);
    expect(french.unitedStates).toBe(true);
  });

  it("reads a US city, and abbreviations only in capitals", () => {
    expect(fromBC("We opened an office in Denver.").places).toEqual(["Denver"]);
    expect(fromBC("Most of our customers are in AB.").provinces).toEqual(["AB"]);
    expect(fromBC("We ship on time to customers in town.").places).toEqual([]);
  });

  it("counts no place in the head office's own province", () => {
    expect(
      fromBC("We deliver to Kelowna, Victoria and the rest of British Columbia.").places,
    ).toEqual([]);
    expect(placesReached("We deliver to Kelowna.", "AB").provinces).toEqual(["BC"]);
  });

  it("counts no place after a negation, or in a sentence about no work there", () => {
    expect(fromBC("We no longer haul to Alberta.").places).toEqual([]);
    expect(fromBC("Nous ne livrons pas en Ontario.").places).toEqual([]);
    expect(fromBC("We haul to Alberta, not to the US.").places).toEqual(["Alberta"]);
    expect(fromBC("Our founder grew up in Alberta.").places).toEqual([]);
  });
});
