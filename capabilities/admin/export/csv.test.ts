import { cellText, csvCell, csvRow, neutraliseFormula, quoteField } from "./csv";

describe("cellText", () => {
  it.each<[unknown, string]>([
    [null, ""],
    [undefined, ""],
    ["plain", "plain"],
    [42, "42"],
    [0, "0"],
    [true, "true"],
    [false, "false"],
    [new Date("2026-01-02T03:04:05.000Z"), "2026-01-02T03:04:05.000Z"],
    [["a", "b c"], "a; b c"],
    [[], ""],
    [[{ name: "X" }], '[{"name":"X"}]'],
    [{ a: 1 }, '{"a":1}'],
  ])("writes %p as %p", (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe("neutraliseFormula", () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTab", "'\tTab"],
    ["\rCR", "'\rCR"],
    ["\nLF", "'\nLF"],
  ])("prefixes an apostrophe to %p", (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });

  it.each(["Acme", "a=b", "1+1", "", "'already", " =spaced", "email@example.com"])(
    "leaves %p alone",
    (text) => {
      expect(neutraliseFormula(text)).toBe(text);
    },
  );
});

describe("quoteField", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["", ""],
  ])("quotes %p as %p", (text, quoted) => {
    expect(quoteField(text)).toBe(quoted);
  });
});

describe("csvCell and csvRow", () => {
  it("neutralises before quoting, so the apostrophe sits inside the quotes", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('a",=1+2')).toBe('"a"",=1+2"');
    expect(csvCell("-2,3")).toBe(`"'-2,3"`);
  });

  it("joins cells with commas and ends the record with CRLF", () => {
    expect(csvRow(["a", 1, null, "b,c", ["x", "y"]])).toBe('a,1,,"b,c",x; y\r\n');
  });

  it("keeps an empty row as a single CRLF-terminated empty field", () => {
    expect(csvRow([""])).toBe("\r\n");
  });
});
