import type { ProfessionProfile } from "./profession-profiles";

/**
 * A private career college enrols adults in diploma and certificate programs, many of them
 * international students on study permits: no report cards, families or school board. Its
 * admissions team answers the same program, fee and permit questions in several languages (an
 * AI may give IRCC's published information, never immigration advice), its records must be
 * ready for the private training regulator's audits, and its instructors write assessments for
 * programs an outside body may accredit. AI detectors misjudge non-native writers.
 */
export const collegeProfile: ProfessionProfile = {
  kinds: [
    { noun: "a private training institution", words: ["private training institutions?", "ptib"] },
  ],
  roles: {
    customer_service: "Admissions Manager",
    marketing: "Admissions Manager",
    operations: "Registrar",
    product: "Director of Education",
  },
  typicalMaturity:
    "Private career colleges run a student information system and a learning platform such as Moodle, and admissions answer email and chat by hand, often in several languages. Instructors have started using AI assistants for quizzes and course material on their own; most colleges have no policy yet on students' AI use or on what may go into these tools.",
  commonUseCases: [
    "Admissions enquiries answered in the student's language from the college's own program pages and IRCC's published information",
    "Student files kept complete for the regulator's audits",
    "Quizzes and course material drafted for instructors to review",
    "An academic integrity process that does not rest on AI detectors",
    "Early signs that a student may withdraw, for an advisor to follow up",
  ],
  landscape: [
    {
      title: "Admissions enquiries answered in the student's language",
      description:
        "An assistant answers prospective students' questions about programs, fees, intakes and the documents a study permit needs, in their language, from the college's own program pages and IRCC's published information with the link; it gives information, never immigration advice, and hands anything about a person's own case to a licensed consultant (RCIC) or the student's adviser (RISIA).",
      priority: "High",
      answersCustomers: true,
      industryExample:
        "Georgia State University's text-message assistant answered admitted students' questions about financial aid, registration and enrolment steps over the summer of 2016; in a randomised trial, summer melt (admitted students who never enrolled) fell by 21%.",
      industryExampleSource:
        "Page and Gehlbach, 'How an Artificially Intelligent Virtual Assistant Helps Students Navigate the Road to College', AERA Open (2017)",
      challenges: [
        "improving_enrolment_and_student_retention",
        "modernising_administration_and_student_services",
      ],
    },
    {
      title: "Instructors' quizzes and course material drafted for review",
      description:
        "Instructors draft quizzes, case scenarios and marking guides with an approved assistant from the program's own outcomes, and review every item before students see it; grades and admission decisions stay with instructors and the registrar.",
      priority: "Medium",
      industryExample:
        "In a 2024 randomised trial with 259 teachers in 68 English schools, those given ChatGPT and a short guide spent 31% less time preparing lessons and resources, with no drop in quality rated by an independent panel.",
      industryExampleSource:
        "Education Endowment Foundation, 'ChatGPT in lesson preparation: a Teacher Choices trial' (December 2024)",
      challenges: [
        "reducing_teacher_workload_and_burnout",
        "personalising_learning_for_every_student",
      ],
    },
    {
      title: "Academic integrity by assessment design, not by AI detectors",
      description:
        "Assessments ask for the student's own work in ways AI cannot do for them (practical demonstrations, oral check-ins, drafts in class), and a detector's score is never a finding by itself: detectors flag writing by non-native English speakers as AI far more often.",
      priority: "High",
      industryExample:
        "Stanford researchers found in 2023 that seven widely used GPT detectors labelled more than half of 91 TOEFL essays by non-native English writers as AI-generated, while judging essays by US eighth-graders almost without error.",
      industryExampleSource:
        "Liang, Yuksekgonul, Mao, Wu and Zou, 'GPT detectors are biased against non-native English writers', Patterns (2023)",
      challenges: ["upholding_academic_integrity_as_students_use_ai"],
    },
    {
      title: "Student files ready for the regulator's audit",
      description:
        "Each student's file (enrolment contract, admission documents, attendance, grades, fees and refunds) is checked against the regulator's list, and missing items are flagged to the registrar weeks before the audit rather than found during it.",
      priority: "Medium",
      industryExample:
        "A college's registrar runs a weekly check of every active student's file against the regulator's required records and sends each program coordinator the list of missing items.",
      industryExampleSource: "Illustrative example",
      challenges: [
        "modernising_administration_and_student_services",
        "stretching_limited_budgets_and_funding",
      ],
    },
  ],
  challenges: {
    improving_enrolment_and_student_retention: {
      applications: [
        {
          application:
            "Prospective students' questions about programs, fees, intakes and study-permit documents answered in their language from the college's program pages and IRCC's published information, with anything about a person's own case handed to a licensed consultant or adviser",
          work: "answering",
          department: "customer_service",
          owner: "Admissions Manager",
          impact: "Faster answers for applicants and fewer repeated questions for admissions.",
          answersCustomers: true,
        },
      ],
      tools: ["Microsoft 365 Copilot Chat", "Microsoft 365 Copilot", "DeepL"],
      measure: {
        metric: "hours a week admissions spends answering repeated enquiries",
        baseline:
          "For two weeks, have admissions tag each enquiry by topic and language and log the time spent on it",
        target:
          "A quarter fewer admissions hours on repeated enquiries, with every answer about a study permit linking IRCC's own page",
        owner: "Admissions Manager",
      },
    },
    upholding_academic_integrity_as_students_use_ai: {
      applications: [
        {
          application:
            "Assessments redesigned program by program so students show their own work, with a detector's score never a finding by itself",
          // Redesigning assessments is drafting; checking work with a detector is what it avoids.
          work: "drafting",
          department: "product",
          owner: "Director of Education",
          impact: "Fewer integrity cases, and none resting on a detector's score alone.",
        },
      ],
      // An assistant helps redesign assessments; a detector (Turnitin's AI score) is no finding.
      tools: [
        "Microsoft 365 Copilot Chat",
        "Microsoft 365 Copilot",
        "ChatGPT Business",
        "Google Gemini",
      ],
      measure: {
        metric: "integrity cases per term, and how many rested on a detector's score alone",
        baseline: "Count last term's integrity cases by program and what each rested on",
        target:
          "Every integrity case resting on the student's work and a conversation with them, none on a detector's score alone",
        dependsOn:
          "An academic integrity policy that covers AI, approved by the Director of Education and given to every student at enrolment",
        owner: "Director of Education",
      },
    },
    reducing_teacher_workload_and_burnout: {
      applications: [
        {
          application:
            "Quizzes, case scenarios and marking guides drafted from the program's outcomes for instructors to review before students see them",
          work: "drafting",
          department: "product",
          owner: "Director of Education",
          impact: "Instructors' preparation hours back, with grades still theirs.",
        },
      ],
      measure: {
        metric: "instructor hours a week on preparing quizzes and course material",
        baseline:
          "For two weeks, have the pilot instructors log their hours on preparing quizzes, scenarios and marking guides",
        target: "A fifth fewer preparation hours, with every item reviewed by the instructor",
        dependsOn: "Each program's learning outcomes in one place the instructors use",
        owner: "Director of Education",
      },
    },
  },
};
