import { z } from "zod";

/**
 * The account payloads (spec section 5, "Accounts"): one schema per payload, used by the
 * forms (react-hook-form + zodResolver) and by the route handlers alike. Safe for the browser.
 */

export const MAX_PASSWORD_LENGTH = 128;

/** A trimmed, lower-cased e-mail address, so "Ada@Example.com " and "ada@example.com" match. */
const email = (message: string) =>
  z.string(message).trim().toLowerCase().max(254, message).pipe(z.email(message));

const tooLong = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

/** Registration: each rule says what is missing. */
export const registrationPasswordSchema = z
  .string("Password must be at least 8 characters long")
  .min(8, "Password must be at least 8 characters long")
  .max(MAX_PASSWORD_LENGTH, tooLong)
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

/** A new password on the reset (and forced change) screens: the spec's combined message. */
export const newPasswordSchema = z
  .string("Password must be at least 8 characters")
  .min(8, "Password must be at least 8 characters")
  .max(MAX_PASSWORD_LENGTH, tooLong)
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])/,
    "Password must contain at least one lowercase letter, one uppercase letter, and one number",
  );

export const registerSchema = z.object({
  email: email("Please enter a valid email address."),
  password: registrationPasswordSchema,
  /** The assessment to save to the new account (save-account page); linking may fail. */
  assessmentId: z.string().max(100).optional(),
});

export const loginSchema = z.object({
  email: email("Please enter a valid email address."),
  password: z.string("Password is required").min(1, "Password is required").max(1024),
});

export const challengeSchema = z.object({
  challenge: z.string("The sign-in challenge is required").min(1).max(200),
});

/** A code from an authenticator app (six digits) or a recovery code ("k7m2p-x9q4t"). */
const secondFactorCode = z
  .string("Enter the code from your authenticator app")
  .trim()
  .min(6, "Enter the code from your authenticator app")
  .max(20, "Enter the code from your authenticator app");

export const secondFactorSchema = challengeSchema.extend({ code: secondFactorCode });

export const stepUpSchema = z.object({ code: secondFactorCode });

/** A base64url field of a passkey's answer (the browser encodes every binary one so). */
const base64url = (max: number) =>
  z
    .string("The passkey's answer is incomplete")
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, {
      message: "The passkey's answer is not valid",
    });

/** What the browser answers (startAuthentication, startRegistration), checked for shape only. */
const credentialShape = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", "The passkey's answer is not valid"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

export const passkeyAssertionSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1400),
    userHandle: base64url(200).optional(),
  }),
});

export const passkeyAttestationSchema = z.object({
  ...credentialShape,
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(16_000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

/** A passkey's name on the account page ("Work laptop"). */
export const passkeyNameSchema = z
  .string("Give the passkey a name")
  .trim()
  .min(1, "Give the passkey a name")
  .max(60, "A passkey's name is at most 60 characters");

/** A sign-in challenge (or a signed-in ceremony's) answered with a passkey. */
export const passkeySignInSchema = challengeSchema.extend({ response: passkeyAssertionSchema });
export const passkeyRegistrationSchema = challengeSchema.extend({
  response: passkeyAttestationSchema,
  name: passkeyNameSchema.optional(),
});
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

export const resetRequestSchema = z.object({
  email: email("Valid email is required"),
});

export const resetConfirmSchema = z.object({
  token: z.string("Reset token is required").trim().min(1, "Reset token is required").max(200),
  newPassword: newPasswordSchema,
});

/** The reset page's form: the new password twice (the token comes from the URL). */
export const resetConfirmFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z.object({
  currentPassword: z.string("Password is required").min(1, "Password is required").max(1024),
  newPassword: newPasswordSchema,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const linkAssessmentSchema = z.object({
  assessmentId: z.string("Assessment not found.").min(1, "Assessment not found.").max(100),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type ResetConfirmInput = z.infer<typeof resetConfirmSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
