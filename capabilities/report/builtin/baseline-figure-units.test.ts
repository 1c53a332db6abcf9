import { ownFigures } from "./own-figures";

/**
 * Review r18 class 3: a baseline figure is a number with its own unit, from one clause. "4 ans
 * chaque jour" joins the years something has lasted to a rate of another clause: no baseline.
 */

it.each([
  "Depuis 4 ans chaque jour, on rappelle les mêmes patients.",
  "For 6 years every week we have rebuilt the same schedule by hand.",
  "We have run the plant for 12 months each day without a spare operator.",
])("“%s” gives no cut figure as a baseline", (words) => {
  expect(ownFigures(words)).toEqual([]);
});

it.each([
  ["We take roughly 40 calls a day about deliveries.", ["roughly 40 calls a day"]],
  ["On reçoit environ 25 courriels par jour de nos clients.", ["environ 25 courriels par jour"]],
])("“%s” keeps its figure with its own unit", (words, figures) => {
  expect(ownFigures(words)).toEqual(figures);
});
