export { homeFor } from "./destinations";
export { accountToasts } from "./messages";
export { StepUpFields } from "./components/step-up-fields";
export { useStepUp } from "./components/use-step-up";
export {
  SecondFactorStep,
  type SecondFactorChallenge,
  type SignedInAnswer,
} from "./components/second-factor-step";
export { resetRequestSchema } from "./schemas";
export type { AdminUser } from "./users/queries";
export { updateUserSchema } from "./users/schemas";
export type { UpdateUserInput } from "./users/schemas";
