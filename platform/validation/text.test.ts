import { z } from "zod";
import { multiLine, singleLine, UNSUPPORTED_CHARACTERS } from "./text";

const name = singleLine(z.string().trim().min(1, "Name is required").max(20, "Too long"));
const notes = multiLine(z.string().trim().max(50, "Too long"));

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("singleLine", () => {
  it.each([
    ["NUL", "Ada\u0000"],
    ["a line feed", "Ada\nBcc: x"],
    ["a carriage return", "Ada\rX"],
    ["a tab", "Ada\tX"],
    ["escape", "\u001b[31mAda"],
    ["DEL", "Ada\u007f"],
    ["a C1 control", "Ada\u0085"],
    ["a right-to-left override", "Ada\u202Egpj.exe"],
    ["a right-to-left isolate", "Ada\u2067x"],
    ["a right-to-left mark", "Ada\u200F"],
    ["a zero-width space", "A\u200Bda"],
    ["a zero-width joiner between letters", "A\u200Dda"],
    ["a word joiner", "A\u2060da"],
    ["a line separator", "Ada\u2028X"],
  ])("refuses %s with the one message", (_case, value) => {
    expect(messageOf(name, value)).toBe(UNSUPPORTED_CHARACTERS);
  });

  it.each([
    "Ada Lovelace",
    "Zoë Saldaña",
    "Łódź Sp. z o.o.",
    "北京公司",
    "شركة",
    "Dev 👩‍💻",
    "❤️‍🔥 Co",
  ])("accepts %s", (value) => {
    expect(name.parse(value)).toBe(value);
  });

  it("keeps the schema's own messages first", () => {
    expect(messageOf(name, "   ")).toBe("Name is required");
    expect(messageOf(name, "x".repeat(21))).toBe("Too long");
  });
});

describe("multiLine", () => {
  it("keeps line breaks: CRLF and CR become LF, a tab a space", () => {
    expect(notes.parse("one\r\ntwo\rthree\u2028four\tfive")).toBe("one\ntwo\nthree\nfour five");
  });

  it.each([
    ["NUL", "one\u0000"],
    ["escape", "one\n\u001b[2J"],
    ["a right-to-left override", "one\n\u202Etwo"],
    ["a zero-width space", "one\u200B"],
  ])("refuses %s", (_case, value) => {
    expect(messageOf(notes, value)).toBe(UNSUPPORTED_CHARACTERS);
  });
});
