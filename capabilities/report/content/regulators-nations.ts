import { inPlace, provinceOf, shown, type Regulator } from "./regulators-shared";
import type { RiskSignals } from "./risks-types";

/**
 * A First Nation's development corporation answers to the Nation that owns it: the Nation decides
 * the use of its data through Chief and Council (or the board it appoints), under the First
 * Nations principles of OCAP® (ownership, control, access and possession). In BC the Declaration
 * on the Rights of Indigenous Peoples Act (November 2019) commits the Province to align its laws
 * with the UN Declaration; elsewhere the federal United Nations Declaration on the Rights of
 * Indigenous Peoples Act (June 2021) does so for Canada's.
 */

const APPROVERS = "Chief and Council (or the board the Nation appoints)";

export function nationRules(s: RiskSignals): Regulator {
  const declaration =
    provinceOf(s) === "BC"
      ? "BC's Declaration on the Rights of Indigenous Peoples Act (2019) commits the Province to align its laws, and its consultation on land referrals, with the UN Declaration on the Rights of Indigenous Peoples"
      : "the federal United Nations Declaration on the Rights of Indigenous Peoples Act (2021) commits Canada to align its laws with the UN Declaration";
  return {
    name: `the Nation's own decisions through ${APPROVERS}, and the First Nations principles of OCAP®`,
    risk: `The Nation's traditional-use studies, referral files or members' records go into an AI tool outside the Nation's possession and control, or an AI-drafted referral response states the Nation's position before the Nation has approved it.`,
    duty: `have ${APPROVERS} approve each AI use that touches the Nation's data before it starts, keep that data in the Nation's possession and under its control (on systems the Nation controls, and hosted in Canada where it is hosted at all), have the lands team review every AI-drafted referral response, and keep for people what the Nation's relationships require a person to say`,
    because: `${s.company} is a First Nation's development corporation ${inPlace(s)}${shown(s, "first-nation")}: the Nation owns its data and decides its use, and ${declaration}.`,
  };
}
