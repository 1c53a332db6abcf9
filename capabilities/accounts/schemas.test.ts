import {
  changePasswordFormSchema,
  loginSchema,
  registerSchema,
  resetConfirmFormSchema,
  resetConfirmSchema,
  resetRequestSchema,
} from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("registration password rules (spec section 5)", () => {
  it.each([
    ["Ab1", "Password must be at least 8 characters long"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
    ["A1" + "a".repeat(127), "Password must be at most 128 characters long"],
  ])("refuses %j with '%s'", (password, message) => {
    const result = registerSchema.safeParse({ email: "ada@example.com", password });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
    expect(result.error?.issues).toHaveLength(1);
  });

  it("names the length first when the password is empty", () => {
    const result = registerSchema.safeParse({ email: "ada@example.com", password: "" });
    expect(firstMessage(result)).toBe("Password must be at least 8 characters long");
  });

  it("accepts a password with every class, and normalizes the e-mail", () => {
    const result = registerSchema.parse({ email: "  Ada@Example.COM ", password: "Abcdefg1" });
    expect(result).toEqual({ email: "ada@example.com", password: "Abcdefg1" });
  });

  it.each(["", "ada", "ada@", "@example.com", "ada example@x.com"])(
    "refuses the e-mail %j with 'Please enter a valid email address.'",
    (email) => {
      const result = registerSchema.safeParse({ email, password: "Abcdefg1" });
      expect(firstMessage(result)).toBe("Please enter a valid email address.");
    },
  );
});

describe("login", () => {
  it("requires a password with 'Password is required'", () => {
    const result = loginSchema.safeParse({ email: "ada@example.com", password: "" });
    expect(firstMessage(result)).toBe("Password is required");
  });

  it("does not apply the registration rules to a login password", () => {
    expect(loginSchema.safeParse({ email: "ada@example.com", password: "x" }).success).toBe(true);
  });
});

describe("reset", () => {
  it("asks for a valid e-mail with 'Valid email is required'", () => {
    expect(firstMessage(resetRequestSchema.safeParse({ email: "nope" }))).toBe(
      "Valid email is required",
    );
  });

  it.each([
    [{ token: "", newPassword: "Abcdefg1" }, "Reset token is required"],
    [{ newPassword: "Abcdefg1" }, "Reset token is required"],
    [{ token: "t", newPassword: "Ab1" }, "Password must be at least 8 characters"],
    [
      { token: "t", newPassword: "abcdefgh" },
      "Password must contain at least one lowercase letter, one uppercase letter, and one number",
    ],
    [
      { token: "t", newPassword: "ABCDEFG1" },
      "Password must contain at least one lowercase letter, one uppercase letter, and one number",
    ],
  ])("refuses %j with '%s'", (body, message) => {
    expect(firstMessage(resetConfirmSchema.safeParse(body))).toBe(message);
  });

  it.each([resetConfirmFormSchema, changePasswordFormSchema])(
    "says 'Passwords don't match' under the confirmation",
    (schema) => {
      const result = schema.safeParse({
        currentPassword: "old",
        newPassword: "Abcdefg1",
        confirmPassword: "Abcdefg2",
      });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ["confirmPassword"], message: "Passwords don't match" }),
      ]);
    },
  );
});
