import { shortCompanyName } from "./company-name";

describe("the company as the prose names it after the first mention", () => {
  it.each([
    ["Sandhu Lindqvist LLP, Chartered Professional Accountants", "Sandhu Lindqvist"],
    ["Northshield Underground Services Inc.", "Northshield Underground Services"],
    ["Meubles Chaudière-Poulin inc.", "Meubles Chaudière-Poulin"],
    ["Squires Family Foods Ltd.", "Squires Family Foods"],
    ["Northwind Logistics", "Northwind Logistics"],
    ["Inc.", "Inc."],
  ])("%s -> %s", (name, short) => expect(shortCompanyName(name)).toBe(short));
});
