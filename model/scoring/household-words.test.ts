import { scoreFamily } from "./family";
import { familyAsStated, householdUseWords, statesNoChildrenAtHome } from "./household-words";

describe("a household without children, in the family's own words", () => {
  it.each([
    "Just my partner and me now; our kids are grown.",
    "Nothing much, it's only my husband and me.",
    "Our children are adults and live in Calgary.",
    "Empty nesters: recipes and travel.",
    "We don't have kids.",
    "Nos enfants sont adultes et ont quitté la maison.",
    "C'est seulement ma conjointe et moi maintenant.",
    "Pas d'enfants, surtout des recettes.",
  ])("reads “%s” as no children at home", (words) => {
    expect(statesNoChildrenAtHome(words)).toBe(true);
  });

  it.each([
    "My partner and I plan trips; the kids use it for homework.",
    "Our son is grown; our daughter is 15 and uses it for homework.",
    "Our kids are grown but the grandkids visit every weekend.",
    "No kids' apps, only budgeting.",
    "We have no rules for the kids yet.",
    "We moved out of Vancouver last year.",
    "Mes enfants utilisent l'IA pour leurs devoirs.",
    "Nos ados l'utilisent pour leurs travaux.",
    "Alexa for weather and timers",
  ])("reads nothing of the kind in “%s”", (words) => {
    expect(statesNoChildrenAtHome(words)).toBe(false);
  });

  it("keeps the use the words name beside who lives at home, and none when they name only that", () => {
    expect(householdUseWords("Recipes and travel, just my wife and me")).toBe("Recipes and travel");
    expect(householdUseWords("Meal planning for just the two of us")).toBe("Meal planning");
    expect(householdUseWords("Just my partner and me now; our kids are grown.")).toBeNull();
    expect(householdUseWords("Nos enfants sont adultes et ont quitté la maison.")).toBeNull();
  });

  it("answers the family step as if “No children at home” were ticked, the concerns ticked set aside", () => {
    const stated = familyAsStated({
      householdAiUse: ["travel", "other"],
      householdAiUseOther: "Just my partner and me now; our kids are grown.",
      childAiConcerns: ["privacy", "shortcuts"],
    });
    expect(stated.childAiConcerns).toEqual(["no_children"]);
    expect(stated.householdAiUse).toEqual(["travel"]);
    const unchanged = {
      householdAiUse: ["education" as const, "other" as const],
      householdAiUseOther: "My son (16) uses it for essays.",
      childAiConcerns: ["shortcuts" as const],
    };
    expect(familyAsStated(unchanged)).toBe(unchanged);
  });

  it("scores it on preparedness and household use alone, as the ticked answer is", () => {
    const family = {
      preparednessLevel: "somewhat" as const,
      rulesForChildren: "informal" as const,
      householdAiUse: ["travel" as const],
    };
    const written = scoreFamily({
      ...family,
      householdAiUse: ["travel", "other"],
      householdAiUseOther: "Nos enfants sont adultes et ont quitté la maison.",
      childAiConcerns: ["privacy"],
    })!;
    const ticked = scoreFamily({ ...family, childAiConcerns: ["no_children"] })!;
    expect(written).toEqual(ticked);
    expect(written.summary).toContain("there are no children at home");
    expect(written.summary).not.toMatch(/concern about children|children's AI use/);
  });
});
