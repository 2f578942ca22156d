import type { ServiceLineAnswers } from "./types";

/**
 * Corporate Training: programmes, so the page describes what the engagement looks like instead of
 * listing documents. No accreditation or qualification is claimed.
 */
export const corporateTrainingAnswers: ServiceLineAnswers<"corporate-training"> = {
  "skills-enhancement": {
    kind: "programme",
    summary:
      "Practical workshops that build your team's functional skills (finance for non-finance managers, GST and compliance basics, Excel and reporting, sales, service and business communication) around examples from your own work.",
    whoFor: [
      "Teams in MSMEs and growing companies, from front-line staff to managers",
      "Non-finance managers who need to read numbers and budgets with confidence",
      "Staff who handle invoices, GST, payments or reports without having been trained for it",
    ],
    steps: [
      "We discuss your team's roles, gaps and goals with you.",
      "We agree the topics, format and dates, and adapt the material with examples from your business.",
      "We deliver the workshops at your premises, at our office or online.",
      "Participants practise on exercises drawn from their own work.",
      "We share feedback on the sessions and suggest any follow-up.",
    ],
    engagement: [
      "Half-day or full-day workshops, or a series of shorter sessions",
      "Groups small enough to practise, with exercises based on your own documents and reports",
      "At your premises, at our Bhopal office or online",
      "Handouts and templates that participants keep",
      "What you bring: a clear view of the gaps, and time set aside for the participants",
    ],
    timeline:
      "A workshop can typically be held a few weeks after the first conversation, which leaves time to adapt the material to your business.",
    faqs: [
      {
        question: "Can the training be customised?",
        answer: "Yes. We adapt every programme to your industry and, with your permission, use examples from your own invoices, reports and processes.",
      },
      {
        question: "How many people can attend?",
        answer: "We keep groups small enough for practice. For a larger team we run the workshop in several batches.",
      },
      {
        question: "Do participants receive a certificate?",
        answer:
          "We can issue a certificate of participation. It records the training attended; it is not a government or university qualification.",
      },
    ],
  },

  "entrepreneurship-training": {
    kind: "programme",
    summary:
      "Programmes for aspiring founders, incubatees and the next generation of family businesses that take them from idea validation to funding, built on Indian startup and MSME case studies; participants leave with a working business plan.",
    whoFor: [
      "Students and aspiring founders",
      "Early-stage founders in incubators and accelerators",
      "Members of family businesses starting a new venture",
      "Colleges, incubators and institutions that want a programme for their members",
    ],
    steps: [
      "We agree the audience, goals and format with you or your institution.",
      "Sessions take participants from idea validation and customer discovery to business models, registrations, funding and pitching.",
      "Participants work on their own venture's business plan throughout the programme.",
      "A business plan clinic gives each participant one-to-one feedback.",
      "The programme ends with pitches and a review of next steps.",
    ],
    engagement: [
      "A short bootcamp, or weekly sessions over several weeks",
      "Case studies from Indian startups and MSMEs",
      "Hands-on work on each participant's own business plan",
      "A one-to-one business plan clinic",
      "What participants bring: an idea or early venture, and the commitment to do the assignments",
    ],
    timeline: "Bootcamps run over a few days and longer programmes over several weeks; the dates are agreed with the institution or the cohort.",
    faqs: [
      {
        question: "Do I need a business idea to join?",
        answer: "It helps, but it is not required: the first sessions cover finding and testing ideas.",
      },
      {
        question: "Does the programme cover registrations and compliance?",
        answer:
          "Yes: choosing a business structure, forming a company or LLP, GST, Udyam registration, DPIIT recognition and the basic compliance calendar.",
      },
      {
        question: "Can incubators and colleges book it for a cohort?",
        answer: "Yes. We run the programme for incubators, colleges and institutions, adapted to their participants and schedule.",
      },
    ],
  },

  "leadership-programs": {
    kind: "programme",
    summary:
      "Leadership development for first-time managers, family business successors and senior teams, combining workshops, assessments and one-to-one coaching around the decisions they actually face.",
    whoFor: [
      "First-time managers promoted from within",
      "Next-generation leaders of family businesses",
      "Senior teams leading growth or change",
    ],
    steps: [
      "We agree the goals with you and with the participants' managers.",
      "Participants complete assessments, such as 360-degree feedback, where they are useful.",
      "Workshops cover delegation, decision-making, feedback and leading change, using participants' real situations.",
      "One-to-one coaching turns the learning into individual action plans.",
      "At the end we review progress with the participants and their sponsor.",
    ],
    engagement: [
      "A programme over several weeks or months, not a one-day event",
      "Small-group workshops built around participants' real decisions",
      "360-degree feedback and psychometric assessments, where useful",
      "One-to-one executive coaching",
      "What you bring: participants' time to practise between sessions, and a sponsor who follows up",
    ],
    timeline: "Programmes run over several weeks or months, depending on the format agreed; coaching can continue beyond them.",
    faqs: [
      {
        question: "Is coaching confidential?",
        answer:
          "Yes. What a participant says in coaching stays between them and the coach; the sponsor hears about progress against the agreed goals, not the content of the sessions.",
      },
      {
        question: "Can the programme be run for one person?",
        answer: "Yes. For a successor or a senior leader, it can be one-to-one coaching with assessments, without group workshops.",
      },
      {
        question: "How do we know it worked?",
        answer:
          "We agree goals with the participant and the sponsor at the start and review them at the end, repeating the 360-degree feedback where it was used.",
      },
    ],
  },
};
