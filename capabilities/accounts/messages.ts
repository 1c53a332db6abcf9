/**
 * The words of the account screens and endpoints (spec section 8), in one place for the
 * route handlers, the forms and the tests. Safe for the browser.
 */
export const accountMessages = {
  invalidCredentials: "Invalid username or password.",
  tempPasswordExpired: "Your temporary password has expired. Ask an administrator for a new one.",
  /** The one answer to every registration, new address or known (no account enumeration). */
  registrationReceived:
    "Thank you for registering. Sign in with your email and password. If this email already had an account, we have emailed you instead.",
  resetRequested: "If an account with this email exists, reset instructions have been sent.",
  resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
  passwordChanged: "Your password has been changed.",
  currentPasswordWrong: "Your current password is not correct.",
  assessmentNotFound: "Assessment not found.",
  assessmentTaken: "This assessment is already saved to another account.",
  assessmentOfAnotherAddress:
    "This assessment was finished from a link sent to its executive's e-mail: it can be saved only to the account with that address.",
  assessmentSaved: "Your report has been saved to your account.",
  signInExpired: "This sign-in has expired. Please enter your email and password again.",
  codeInvalid:
    "That code is not valid. Enter the current code from your authenticator app or one of your recovery codes.",
  alreadyEnrolled: "This account already has an authenticator app.",
  secondFactorNeeded: "Set up an authenticator app first.",
  adminKeepsApp:
    "An admin account always keeps a second factor: add a passkey before turning the app off.",
  passkeyInvalid:
    "That passkey was not accepted. Try again, or enter a code from your authenticator app or a recovery code.",
  noPasskey: "This account has no passkey.",
  passkeyNotFound: "Passkey not found.",
  passkeyTaken: "This passkey is already registered.",
  lastFactor:
    "An admin account always keeps a second factor: add another passkey or an authenticator app before removing this one.",
  ownAppReset: "Another admin resets your two-step sign-in: you have your recovery codes.",
  noAppToReset: "This account has no two-step sign-in to reset.",
  assessmentNotSaved:
    "Your account has been created, but the report could not be saved to it. You can still open it from its link.",
} as const;

/** Toast titles and fallbacks of the account screens. */
export const accountToasts = {
  welcomeBack: "Welcome Back!",
  welcomeAdmin: "Welcome Admin!",
  loginFailed: "Login Failed",
  accountCreated: "Account Created Successfully!",
  registrationFailed: "Registration Failed",
  checkEmail: "Check Your Email",
  registrationFallbackAuth: "Failed to create account. Please try again.",
  registrationFallbackSave:
    "Failed to create account. You can still access your report without an account.",
  resetEmailSent: "Reset Email Sent",
  error: "Error",
  resetRequestFallback: "Failed to send reset email",
  resetConfirmFallback: "Failed to reset password",
  networkFailure: "Something went wrong. Please try again.",
  reportsLoadFailed: "Failed to load your reports. Please try again.",
} as const;
