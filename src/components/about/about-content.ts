// The about page's facts (document 2 §1, §2.5, §9), kept as data so sections stay plain markup.

/** The business information card of document 2 §1. */
export const BUSINESS_INFO = [
  ["Established", "1997"],
  ["Legal Status", "Proprietorship"],
  ["Nature of Business", "Manufacturer and Supplier"],
  ["Employees", "11 - 25"],
  ["Annual Turnover", "Rs. 3 - 5 Crore"],
] as const;

/** What the company is expert in (document 2 §1). */
export const EXPERTISE = [
  "Label and ribbon manufacture",
  "Dealer and distributor of a leading printer and scanner brand",
  "Service centre",
  "Custom label design",
  "Technical support and training",
] as const;

/** The eight industries served (document 2 §1). */
export const INDUSTRIES = [
  "Transportation & Logistics",
  "Retail & E-commerce",
  "Manufacturing",
  "Healthcare",
  "Food & Beverage",
  "Automotive",
  "Pharmaceutical",
  "Education",
] as const;

/** The journey timeline, oldest first. */
export const TIMELINE = [
  {
    year: 1997,
    title: "Company Established",
    text: "Started in New Delhi supplying barcode labels and ribbons to local businesses.",
  },
  {
    year: 2000,
    title: "First 1000+ Clients",
    text: "Crossed our first thousand customers across retail, logistics and manufacturing.",
  },
  {
    year: 2005,
    title: "Partner Status",
    text: "Became an authorised partner of the leading barcode printer and scanner brand.",
  },
  {
    year: 2010,
    title: "Pan-India Expansion",
    text: "Extended sales and service to customers in cities across India.",
  },
  {
    year: 2018,
    title: "Manufacturing Facility",
    text: "Opened our own facility for labels, ribbons, wristbands and PVC cards.",
  },
  {
    year: 2024,
    title: "Leading Manufacturer",
    text: "Recognised as a leading manufacturer and supplier of barcode consumables.",
  },
] as const;

/** The animated statistics: counted from 0 to `target`, printed with `suffix` (document 2 §9). */
export const ABOUT_STATS = [
  { target: 27, suffix: "+", label: "Years of Experience" },
  { target: 10_000, suffix: "+", label: "Happy Clients" },
  { target: 1_000_000, suffix: "+", label: "Labels Printed Daily" },
  { target: 50, suffix: "+", label: "Cities Served" },
] as const;

/** The strengths sections: consumables and RFID, achievements, service and spares, wristbands and cards. */
export const STRENGTHS = [
  {
    id: "consumables-rfid",
    title: "Consumables & RFID",
    text: "We manufacture barcode labels and thermal transfer ribbons in-house, in any size, material and adhesive, and supply RFID tags, inlays and readers for asset, inventory and access tracking.",
    points: [
      "Paper, synthetic and polyester labels",
      "Wax, wax-resin and resin ribbons",
      "UHF and HF RFID tags and inlays",
    ],
  },
  {
    id: "achievements",
    title: "Our Achievements",
    text: "Over 1000 customers trusted us in our first years; today we serve more than 10,000 clients in over 50 cities and print over a million labels a day.",
    points: [
      "Authorised partner of the leading printer brand",
      "1000+ customers in our first years",
      "50+ product categories",
    ],
  },
  {
    id: "service-spares",
    title: "Service & Spares",
    text: "Our own service centre repairs barcode printers, scanners and mobile computers, with genuine printheads, platen rollers and spares in stock.",
    points: [
      "1-year free warranty on devices bought from us",
      "Same-day in-office repair",
      "24/7 support, reply within 24 hours",
    ],
  },
  {
    id: "wristbands-cards",
    title: "Wristbands & PVC Cards",
    text: "Printable patient and event wristbands and PVC identity cards, with the card printers and ribbons to personalise them.",
    points: [
      "Hospital and event wristbands",
      "PVC ID and loyalty cards",
      "Card printers and ribbons",
    ],
  },
] as const;

/** The reasons of "Why Choose Us". */
export const WHY_US = [
  { title: "Since 1997", text: "Nearly three decades of barcode and labelling experience." },
  { title: "Manufacturer Prices", text: "Labels and ribbons straight from our own facility." },
  { title: "Genuine Products", text: "Original printers, scanners and spares with full warranty." },
  { title: "Expert Service", text: "Trained technicians and same-day in-office repair." },
  { title: "Pan-India Delivery", text: "Fast dispatch to over 50 cities across India." },
  {
    title: "Custom Solutions",
    text: "Label design, RFID and integration built around your process.",
  },
] as const;
