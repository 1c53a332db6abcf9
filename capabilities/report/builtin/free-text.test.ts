import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { systemsListed } from "./free-text";
import { inputFor } from "@/tests/helpers/test-personas";

describe("systemsListed: the systems answer where the report names the company's systems", () => {
  it.each([
    ["QuickBooks, Excel and Jobber", "QuickBooks, Excel and Jobber"],
    ["We use Clio and Xero.", "Clio and Xero"],
    ["MS365 and Zoom. Staff use their personal ChatGPT accounts for emails", "MS365 and Zoom"],
    ["Nothing talks to each other and everything is re-typed", null],
    // Each product by its name: no description, no French, nothing without a vendor.
    [
      "Jobber (quotes, scheduling, invoicing), Google Workspace, a shared Google Sheet for snow routes, Facebook page",
      "Jobber, Google Workspace, Google Sheet and Facebook",
    ],
    [
      "Acomba (comptabilité), base Access maison pour la traçabilité des barils, Excel partout",
      "Acomba, Access and Excel",
    ],
    [
      "ezyVet (3 hospitals), Xero, Deputy scheduling, IDEXX VetConnect PLUS",
      "ezyVet, Xero, Deputy and IDEXX VetConnect PLUS",
    ],
    ["Sage 300, SharePoint bids library", "Sage 300 and SharePoint"],
    ["RTP|One for lifts and rentals, a paper binder for waivers", "RTP|One"],
    // Review r24: the work before its product ("Facturation … sur Progress OpenEdge") names no product.
    [
      "Facturation maison sur Progress OpenEdge, Genesys Cloud pour le centre d'appels, Acomba pour la comptabilité",
      "Progress OpenEdge, Genesys Cloud and Acomba",
    ],
    ["Home-built billing on Progress OpenEdge, Zabbix", "Progress OpenEdge and Zabbix"],
    // Review r24: message numbers after a product are no vendors.
    [
      "Highway for carrier vetting; SPS Commerce for EDI 204, 990 and 214",
      "Highway and SPS Commerce",
    ],
    [null, null],
  ])("reads %j as %j", (answer, listed) => {
    expect(systemsListed(answer)).toBe(listed);
  });

  it("never pastes what the executive said about their systems into a sentence about them", () => {
    const { reportData } = generateReport(
      inputFor(
        makeAnswers({
          enterprisePlatforms: ["none"],
          otherPlatforms: "MS365 and Zoom. Staff use their personal ChatGPT accounts for emails",
        }),
      ),
    );
    const prose = JSON.stringify(reportData);
    expect(prose).toContain("MS365 and Zoom");
    // Quoted back as their words (a risk), never as the name of a system.
    expect(prose).not.toMatch(/(?<!“)Staff use their personal ChatGPT accounts for emails(?!”)/);
  });
});
