import { derivePace } from "@/capabilities/report/builtin/readiness";
import { phasePlans } from "@/capabilities/report/content/phases";
import { READINESS_MAX_SCORE, scoreReadiness, type ReadinessAnswers } from "@/model/scoring";

/** A typical executive's answers: the card shows what the real model makes of them. */
const SAMPLE_ANSWERS: ReadinessAnswers = {
  aiConfidence: 7,
  aiToolsUsed: ["chatgpt", "copilot"],
  aiExperience: "Drafts board updates and market summaries with an assistant.",
  aiPerception: "major_opportunity",
  orgAiElements: ["dept_pilots", "internal_champions"],
  orgPosture: "exploring",
  aiFriction: undefined,
  aiDepartments: ["sales", "marketing", "operations"],
  enterprisePlatforms: ["microsoft365"],
};

/** The sample's roadmap: the phases a real roadmap gives these answers, with the same ranges. */
const PHASES = phasePlans[derivePace(SAMPLE_ANSWERS.orgPosture, SAMPLE_ANSWERS.orgAiElements)];

/**
 * An illustrative report card for the hero. Sample figures, so it is one image to
 * assistive technology rather than a set of numbers that could be read as real results.
 */
export function ReportPreview() {
  const { score, pillars } = scoreReadiness(SAMPLE_ANSWERS);
  const circumference = 2 * Math.PI * 42;

  return (
    <div
      role="img"
      aria-label={`Sample report: an AI readiness score out of ${READINESS_MAX_SCORE}, its ${pillars.length} pillars and a three-phase roadmap`}
      className="relative mx-auto w-full max-w-md"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-12 bg-[radial-gradient(closest-side_at_20%_20%,color-mix(in_oklab,var(--color-brand-gold)_20%,transparent),transparent),radial-gradient(closest-side_at_80%_80%,oklch(0.6_0.14_262/0.3),transparent)]"
      />
      <div className="relative rounded-2xl border border-white/15 bg-[oklch(0.27_0.06_262)] p-6 shadow-2xl shadow-black/40 sm:p-7">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-white">AI Readiness Snapshot</p>
          <span className="rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-white/85">
            Sample
          </span>
        </div>

        <div className="mt-6 flex items-center gap-5">
          <svg viewBox="0 0 100 100" className="size-28 shrink-0 -rotate-90">
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              stroke="oklch(1 0 0 / 0.12)"
              strokeWidth="9"
            />
            <circle
              cx="50"
              cy="50"
              r="42"
              fill="none"
              stroke="var(--brand-gold)"
              strokeWidth="9"
              strokeLinecap="round"
              strokeDasharray={`${(score / READINESS_MAX_SCORE) * circumference} ${circumference}`}
            />
          </svg>
          <div>
            <p className="text-4xl font-semibold tracking-tight text-white">
              {score}
              <span className="text-lg font-medium text-white/70">/{READINESS_MAX_SCORE}</span>
            </p>
            <p className="mt-1 text-sm font-medium text-brand-gold">AI readiness score</p>
            <p className="mt-0.5 text-xs text-white/70">{pillars.length} pillars, each explained</p>
          </div>
        </div>

        <ul className="mt-6 space-y-3">
          {pillars.map((pillar) => (
            <li key={pillar.key}>
              <div className="flex justify-between text-xs">
                <span className="text-white/85">{pillar.label}</span>
                <span className="preview-figure">
                  {pillar.points}/{pillar.max}
                </span>
              </div>
              <div className="preview-bar-track">
                <div
                  className="preview-bar"
                  style={{ width: `${(pillar.points / pillar.max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>

        <div className="mt-7 border-t border-white/10 pt-5">
          <p className="text-xs font-semibold tracking-wider text-white/70 uppercase">
            Your roadmap
          </p>
          <ol className="mt-3 grid grid-cols-3 gap-2">
            {PHASES.map((phase, index) => (
              <li key={phase.duration} className="preview-phase">
                <span className="preview-step-number">{index + 1}</span>
                <p className="mt-2 text-xs font-semibold text-white">{phase.title}</p>
                <p className="text-[0.7rem] text-white/70">{phase.duration}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
