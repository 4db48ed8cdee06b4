// The top-level subcategory routes of document 3 §2.1, in the order of its route table. Each is a
// subcategory key; "Zebra RFID Cards" (given with capitals and spaces) is stored as zebra-rfid-cards.

/** The preset subcategory routes: /labels, /ribbons, …, /zebra-rfid-cards. */
export const PRESET_SUBCATEGORIES = [
  "labels",
  "ribbons",
  "handheld-scanners",
  "fixed-mount-scanners",
  "ultra-rugged-scanners",
  "multi-plane-scanners",
  "hands-free-scanners",
  "oem-scan-engines",
  "desktop-printers",
  "industrial-printers",
  "id-card-printers",
  "mobile-printers",
  "healthcare-printers",
  "print-engines",
  "handheld-rfid",
  "fixed-rfid",
  "rfid-antennas",
  "rfid-printers",
  "handheld-computers",
  "vehicle-mounted-computers",
  "wearable-computers",
  "healthcare-mobile-computers",
  "zebra-rfid-cards",
] as const;
