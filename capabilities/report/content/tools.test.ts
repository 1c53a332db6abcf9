import { platformOptions, valuesOf } from "@/model/assessment/options";
import { challengeMappings } from "./challenges";
import { platformAi } from "./platforms";
import { knownSystems } from "./systems";
import { WORK_BY_CATEGORY } from "./tool-work";
import { findTool, toolCatalogue } from "./tools";

const BANDS = ["micro", "small", "mid", "large", "enterprise"];
const refs = new Set<string>([
  ...valuesOf(platformOptions).filter((p) => p !== "none"),
  ...knownSystems.map((s) => s.id),
]);

describe("fit data of the tool catalogue", () => {
  it.each(toolCatalogue.map((t) => [t.name, t] as const))(
    "gives %s size bands, a price model, a scope, a set-up time and a maturity",
    (_, tool) => {
      expect(tool.sizes.length).toBeGreaterThan(0);
      for (const band of tool.sizes) expect(BANDS).toContain(band);
      const price = tool.price;
      if (price.kind === "perUser" || price.kind === "flat" || price.kind === "perSite")
        expect(price.amount).toBeGreaterThan(0);
      if (price.kind === "quote") expect(price.perYear[0]).toBeLessThan(price.perYear[1]);
      if (typeof tool.scope === "object") {
        expect(tool.scope.share).toBeGreaterThan(0);
        expect(tool.scope.share).toBeLessThanOrEqual(1);
      }
      expect(["days", "weeks", "months"]).toContain(tool.setup);
      expect(["none", "policy", "pilots"]).toContain(tool.maturity);
      for (const ref of [...(tool.integratesWith ?? []), ...(tool.competesWith ?? [])])
        expect(refs).toContain(ref);
      if (tool.system) expect(refs).toContain(tool.system);
      if (tool.systemOnly) expect(tool.system).toBeDefined();
      if (tool.mentions) expect(tool.mentions.flags).toContain("i");
      // The kinds of work it does, so it is named only for applications of that kind.
      expect(WORK_BY_CATEGORY[tool.category]?.length).toBeGreaterThan(0);
    },
  );

  it("states a published list price in the pricing words whenever it estimates from one", () => {
    for (const tool of toolCatalogue) {
      const price = tool.price;
      if (price.kind !== "perUser" && price.kind !== "flat" && price.kind !== "perSite") continue;
      if (price.assumed) continue;
      const monthly = `US$${price.amount}`;
      const yearly = `US$${Math.round(price.amount * 12)}`;
      expect([tool.name, tool.pricing.includes(monthly) || tool.pricing.includes(yearly)]).toEqual([
        tool.name,
        true,
      ]);
    }
  });

  it("keeps enterprise tools away from small firms: Harvey, Clari, Vena, UiPath and Gong suit 51 staff and up", () => {
    for (const name of ["Harvey", "Clari", "Vena", "UiPath", "Gong"]) {
      const sizes = findTool(name)!.sizes;
      expect([name, sizes.includes("micro") || sizes.includes("small")]).toEqual([name, false]);
    }
  });

  it("takes months to set up planning, ERP-scale and automation suites, so none is a 30-day trial", () => {
    for (const name of ["Vena", "Planful", "UiPath", "o9 Solutions", "Kinaxis", "Blue Yonder"])
      expect([name, findTool(name)!.setup]).toEqual([name, "months"]);
  });

  it("needs sanctioned pilots before automation suites and predictive platforms", () => {
    for (const name of ["UiPath", "DataRobot", "Feedzai", "Clari"])
      expect([name, findTool(name)!.maturity]).toEqual([name, "pilots"]);
  });

  it("prices Microsoft 365 Copilot as a paid add-on and Copilot Chat as included", () => {
    const addOn = findTool("Microsoft 365 Copilot")!;
    expect(addOn.price).toEqual(expect.objectContaining({ kind: "perUser", amount: 30 }));
    expect(addOn.pricing).toMatch(/add-on/i);
    expect(`${addOn.description} ${addOn.useCase} ${addOn.pricing}`).not.toMatch(
      /included|already hold/i,
    );
    expect(findTool("Microsoft 365 Copilot Chat")!.price.kind).toBe("included");
  });

  it("describes Jasper as marketing copy, never as personalizing learning", () => {
    const jasper = findTool("Jasper")!;
    expect(jasper.departments).toEqual(["marketing"]);
    expect(jasper.keywords.join(" ")).not.toMatch(/personalis|learning/);
    expect(challengeMappings.personalising_learning_for_every_student.tools).not.toContain(
      "Jasper",
    );
  });
});

describe("challenge tool lists", () => {
  it.each(Object.entries(challengeMappings))(
    "lists for %s only tools that serve one of its applications' departments",
    (_, mapping) => {
      const departments = mapping.applications.map((a) => a.department);
      for (const name of mapping.tools) {
        const tool = findTool(name)!;
        expect([name, tool.departments.some((d) => departments.includes(d))]).toEqual([name, true]);
      }
    },
  );

  it("puts a coding assistant, not a product-management tool, first for shipping features faster", () => {
    const [first] = challengeMappings.shipping_product_features_faster_than_competitors.tools;
    expect(findTool(first)!.category).toBe("AI coding assistant");
  });

  it("offers a restaurant's own point of sale AI, never a rival point of sale, for food and labour costs", () => {
    const tools = challengeMappings.controlling_food_and_labour_costs.tools.map((name) =>
      findTool(name)!,
    );
    for (const tool of tools.filter((t) => t.category === "Point-of-sale AI"))
      expect(tool.systemOnly).toBe(true);
  });
});

describe("platform AI licences", () => {
  it.each(platformAi.map((p) => [p.platform, p] as const))(
    "says what %s includes and what costs extra, and the next step for those already using it",
    (_, entry) => {
      expect(entry.licenceNote.trim()).not.toBe("");
      expect(entry.nextStep.trim()).not.toBe("");
      const tool = findTool(entry.tool)!;
      if (entry.licence === "included") expect(tool.price.kind).toBe("included");
      if (entry.addOn) expect(findTool(entry.addOn.tool)!.price.kind).not.toBe("included");
    },
  );
});
