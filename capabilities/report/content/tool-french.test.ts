import { toolCatalogue } from "./tools";
import { worksInFrench } from "./tool-french";

it("says of every catalogue tool, and of no other, whether it works in French", () => {
  expect(Object.keys(worksInFrench).sort()).toEqual(toolCatalogue.map((t) => t.name).sort());
});
