/**
 * Published studies of work done in every sector, cited as a solution area's example by the
 * neutral profile and by the profiles of kinds no sector study covers (land surveyors,
 * collection agencies, recreation clubs). One text each, so every report cites it alike.
 */

export const WRITING_STUDY = {
  industryExample:
    "In a 2023 experiment with 453 college-educated professionals, those given ChatGPT for a writing task of their own occupation finished it 40% faster, and independent graders rated their work 18% higher.",
  industryExampleSource:
    "Noy and Zhang, 'Experimental evidence on the productivity effects of generative artificial intelligence', Science 381 (2023)",
} as const;

export const SUPPORT_STUDY = {
  industryExample:
    "A 2023 study of 5,179 people answering customers' questions found that an AI assistant suggesting replies raised the issues they resolved per hour by 14% on average, and by 34% for the least experienced.",
  industryExampleSource:
    "Brynjolfsson, Li and Raymond, 'Generative AI at Work', NBER Working Paper 31161 (2023)",
} as const;

export const OWN_TOOLS_SURVEY = {
  industryExample:
    "In Microsoft and LinkedIn's 2024 survey of 31,000 people in 31 countries, 78% of those using AI at work brought their own AI tools rather than ones their employer provided.",
  industryExampleSource: "Microsoft and LinkedIn, 2024 Work Trend Index Annual Report (May 2024)",
} as const;

export const SCRIBES_STUDY = {
  industryExample:
    "The Permanente Medical Group reported in 2024 that 3,442 of its physicians had used ambient AI scribes in 303,266 patient encounters in the first ten weeks, with most reporting less time on notes after hours.",
  industryExampleSource:
    "Tierney et al., 'Ambient Artificial Intelligence Scribes to Alleviate the Burden of Clinical Documentation', NEJM Catalyst (2024)",
} as const;
