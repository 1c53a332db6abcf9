import {
  PHONE_INVALID,
  PHONE_REQUIRED,
  callRequestSchema,
  normalisePhone,
  phoneNumberSchema,
} from "./schemas";

const messageOf = (value: unknown) => {
  const result = phoneNumberSchema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("phone number rule (spec section 5), applied after stripping spaces, dashes, dots and parentheses", () => {
  it.each([
    ["+1234567890", "+1234567890"],
    ["1234567890", "1234567890"],
    ["+12", "+12"], // a non-zero digit and one more: the shortest number
    ["+123456789012345", "+123456789012345"], // 15 digits: the longest
    ["+1 (604) 555-0199", "+16045550199"],
    ["604.555.0199", "6045550199"],
    [" +44 20 7946 0958 ", "+442079460958"],
    ["+1\t604 555 0199", "+16045550199"],
  ])("accepts %j, stored as %j", (input, stored) => {
    expect(phoneNumberSchema.parse(input)).toBe(stored);
  });

  it.each([
    ["", PHONE_REQUIRED],
    ["   ", PHONE_REQUIRED],
    [" - ( ) . ", PHONE_REQUIRED],
    [undefined, PHONE_REQUIRED],
    [null, PHONE_REQUIRED],
    ["+0123456789", PHONE_INVALID], // must start with a non-zero digit
    ["0604555019", PHONE_INVALID],
    ["1", PHONE_INVALID], // one digit is not a number
    ["+1234567890123456", PHONE_INVALID], // 16 digits
    ["++1234567890", PHONE_INVALID],
    ["1234567890+", PHONE_INVALID],
    ["+1 604 555 CALL", PHONE_INVALID],
    ["+1/604/555/0199", PHONE_INVALID],
    ["tel:+16045550199", PHONE_INVALID],
  ])("refuses %j with %j", (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it("strips only spaces, dashes, dots and parentheses", () => {
    expect(normalisePhone("+1 (604) 555-01.99")).toBe("+16045550199");
    expect(normalisePhone("+1_604")).toBe("+1_604");
  });

  it("the request also needs the assessment's id", () => {
    const id = "6b1f9a55-0d7c-4b5e-9a43-2f6c8d1e0a11";
    expect(callRequestSchema.parse({ phone_number: "+1 604 555 0199", assessment_id: id })).toEqual(
      {
        phone_number: "+16045550199",
        assessment_id: id,
      },
    );
    expect(
      callRequestSchema.safeParse({ phone_number: "+16045550199", assessment_id: "x" }).success,
    ).toBe(false);
  });
});
