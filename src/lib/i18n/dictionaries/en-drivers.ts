// The English texts of the drivers catalogue island (filters, cards, no results). Part of the
// English dictionary (en.ts); the island imports only this file.

/** The drivers catalogue's English texts. */
const enDrivers = {
  "drivers.searchLabel": "Search drivers",
  "drivers.searchPlaceholder": "Search drivers...",
  "drivers.categoryLabel": "Category",
  "drivers.osLabel": "Operating System",
  "drivers.category.all": "All Categories",
  "drivers.category.printer": "Printer",
  "drivers.category.scanner": "Scanner",
  "drivers.category.mobile": "Mobile Computer",
  "drivers.category.utility": "Utility",
  "drivers.os.all": "All Operating Systems",
  "drivers.os.windows": "Windows",
  "drivers.os.macos": "macOS",
  "drivers.os.linux": "Linux",
  "drivers.os.android": "Android",
  "drivers.os.ios": "iOS",
  "drivers.card.version": "Version",
  "drivers.card.fileSize": "File size",
  "drivers.card.released": "Released",
  "drivers.card.compatibility": "Compatibility",
  "drivers.card.download": "Download",
  "drivers.noResults": "No drivers found",
  "drivers.noResultsHint": "Try adjusting your search or filters.",
} as const;

/** A key of the drivers catalogue's texts. */
export type DriversKey = keyof typeof enDrivers;

export default enDrivers;
