// The company's own details, shown in the header, footer, contact blocks and structured data.
// Replace these with the real business's details before going live.
export const company = {
  name: "Shree Barcode Systems",
  tagline: "Barcode printers, scanners, RFID, labels and ribbons since 1997",
  established: 1997,
  phones: [
    { label: "+91-98110 45678", tel: "+919811045678", whatsapp: true },
    { label: "+91-11-4160 2233", tel: "+911141602233", whatsapp: false },
  ],
  email: "sales@shreebarcodesystems.in",
  gstin: "07ABCPS1234F1ZZ",
  city: "New Delhi",
  address: {
    street: "Plot 42, Okhla Industrial Area Phase II",
    city: "New Delhi",
    region: "Delhi",
    postalCode: "110020",
    country: "IN",
  },
} as const;
