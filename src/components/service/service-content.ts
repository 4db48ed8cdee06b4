// The service and support page's content (document 2 §2.3, §9): reasons and steps, kept apart
// from the markup. Its questions are in src/lib/schema/service-faqs.ts: the FAQ API answers them too.

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

/** Where Book Service Now leads: the contact form with its Product / Service option chosen. */
export const BOOK_SERVICE_HREF = `/contact?${new URLSearchParams({
  productService: "Other",
  message: "I would like to book a service for my device. Model and problem: ",
}).toString()}`;
