// The service and support page's content (document 2 §2.3, §9): reasons, questions and steps,
// kept apart from the markup so the FAQ feeds both the accordion and its structured data.

/** The six points of "Why Choose Our Service Center". */
export const SERVICE_POINTS = [
  {
    title: "1-Year Free Warranty",
    text: "Every printer and scanner bought from us carries a 1-year free warranty, honoured at our own service centre.",
  },
  {
    title: "Same-Day In-Office Repair",
    text: "Bring your device to our office and most faults are diagnosed and repaired the same day.",
  },
  {
    title: "Reply Within 24 Hours",
    text: "Every support request gets a reply from a technician within 24 hours, usually much sooner.",
  },
  {
    title: "24/7 Support",
    text: "Phone, email and WhatsApp support around the clock, so a stopped line never waits for office hours.",
  },
  {
    title: "Certified Technicians",
    text: "Engineers trained on Zebra and other leading barcode printers, scanners and mobile computers.",
  },
  {
    title: "Genuine Spares",
    text: "Original printheads, platen rollers and spare parts kept in stock for quick replacement.",
  },
] as const;

/** The six questions of the FAQ accordion; the first is open when the page loads. */
export const SERVICE_FAQS = [
  {
    question: "What warranty do I get on a printer bought from you?",
    answer:
      "Every printer and scanner bought from us comes with a 1-year free warranty. Repairs under warranty are done at our service centre at no charge for parts or labour.",
  },
  {
    question: "How quickly can my printer be repaired?",
    answer:
      "We offer same-day in-office repair: bring the device to our office and most common faults, such as printhead, platen roller or calibration problems, are fixed the same day.",
  },
  {
    question: "How soon will you reply to my support request?",
    answer:
      "We reply to every support request within 24 hours. Our phone and WhatsApp lines offer 24/7 support for urgent problems.",
  },
  {
    question: "Can you fix a problem without my visiting your office?",
    answer:
      "Yes. Many driver, configuration and label-format problems are solved by remote troubleshooting over phone, WhatsApp or a screen-sharing session.",
  },
  {
    question: "Do you repair printers bought elsewhere?",
    answer:
      "Yes. We service barcode printers, scanners and mobile computers of all major brands, wherever they were bought. Repairs outside our warranty are quoted before any work starts.",
  },
  {
    question: "Do you stock genuine spare parts and printheads?",
    answer:
      "Yes. We keep genuine printheads, platen rollers, cutters and other spares in stock, and can also supply labels and ribbons matched to your printer.",
  },
] as const;

/** The five steps of the support process, in the order a request moves through them. */
export const SUPPORT_STEPS = [
  {
    title: "Contact Us",
    text: "Call, email or WhatsApp us with your device model and the problem you see.",
  },
  {
    title: "Remote Troubleshooting",
    text: "A technician tries to solve the problem remotely first, often within the same call.",
  },
  {
    title: "In-Office Repair",
    text: "If it needs hands-on work, bring the device to our service centre for diagnosis.",
  },
  {
    title: "Same-Day Repair",
    text: "Most repairs are completed and the device is ready for collection the same day.",
  },
  {
    title: "Warranty Check",
    text: "We check your warranty status so covered repairs cost you nothing.",
  },
] as const;

/** schema.org FAQPage data for the accordion's questions (document 2 §2.13). */
export function serviceFaqJsonLd(): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: SERVICE_FAQS.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** Where Book Service Now leads: the contact form with its Product / Service option chosen. */
export const BOOK_SERVICE_HREF = `/contact?${new URLSearchParams({
  productService: "Other",
  message: "I would like to book a service for my device. Model and problem: ",
}).toString()}`;
