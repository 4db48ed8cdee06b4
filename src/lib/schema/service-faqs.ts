// The service and support page's questions (document 2 §2.3: FAQ accordion of 6 questions), each
// with a topic, and their schema.org FAQPage (document 2 §2.13: FAQs). The page's accordion and GET
// /api/schema/faqs read the same list.

/** The topics the questions are filed under; GET /api/schema/faqs filters by them. */
export const FAQ_CATEGORIES = ["warranty", "repair", "support", "spares"] as const;
/** One topic. */
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** One question and its answer (document 2 §3: FAQ item), filed under a topic. */
export interface Faq {
  category: FaqCategory;
  question: string;
  answer: string;
}

/** The six questions of the FAQ accordion, in its order; the first is open when the page loads. */
export const SERVICE_FAQS: readonly Faq[] = [
  {
    category: "warranty",
    question: "What warranty do I get on a printer bought from you?",
    answer:
      "Every printer and scanner bought from us comes with a 1-year free warranty. Repairs under warranty are done at our service centre at no charge for parts or labour.",
  },
  {
    category: "repair",
    question: "How quickly can my printer be repaired?",
    answer:
      "We offer same-day in-office repair: bring the device to our office and most common faults, such as printhead, platen roller or calibration problems, are fixed the same day.",
  },
  {
    category: "support",
    question: "How soon will you reply to my support request?",
    answer:
      "We reply to every support request within 24 hours. Our phone and WhatsApp lines offer 24/7 support for urgent problems.",
  },
  {
    category: "support",
    question: "Can you fix a problem without my visiting your office?",
    answer:
      "Yes. Many driver, configuration and label-format problems are solved by remote troubleshooting over phone, WhatsApp or a screen-sharing session.",
  },
  {
    category: "repair",
    question: "Do you repair printers bought elsewhere?",
    answer:
      "Yes. We service barcode printers, scanners and mobile computers of all major brands, wherever they were bought. Repairs outside our warranty are quoted before any work starts.",
  },
  {
    category: "spares",
    question: "Do you stock genuine spare parts and printheads?",
    answer:
      "Yes. We keep genuine printheads, platen rollers, cutters and other spares in stock, and can also supply labels and ribbons matched to your printer.",
  },
] as const;

/** The schema.org FAQPage of a list of questions. */
export function faqPageJsonLd(faqs: readonly Faq[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
