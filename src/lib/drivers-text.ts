// Every text of the drivers page (document 2 §2.4, §5, §8) in one object, so the language work can
// swap it for a translated one. The spec's own wording is kept exactly; the rest is ours.
import { company } from "./company.ts";

const phone = company.phones[0]?.label ?? "";

/** The drivers page's texts in English. */
export const driversText = {
  heroEyebrow: "Drivers & Software",
  heroTitle: "Driver Downloads",
  heroSubtitle:
    "Drivers, SDKs and utilities for the barcode printers, scanners and mobile computers we sell and service. Find yours, tell us who you are, attach your purchase receipt and the download starts at once.",
  searchLabel: "Search drivers",
  searchPlaceholder: "Search drivers...",
  categoryLabel: "Category",
  operatingSystemLabel: "Operating System",
  allCategories: "All Categories",
  allOperatingSystems: "All Operating Systems",
  categories: { printer: "Printer", scanner: "Scanner", mobile: "Mobile", utility: "Utility" },
  operatingSystems: {
    windows: "Windows",
    macos: "macOS",
    linux: "Linux",
    android: "Android",
    ios: "iOS",
  },
  count: (shown: number) => `${shown} ${shown === 1 ? "driver" : "drivers"}`,
  version: "Version",
  released: "Released",
  size: "Size",
  file: "File",
  compatibility: "Compatibility",
  download: "Download",
  noResultsTitle: "No drivers found",
  noResultsText: "Try adjusting your search terms or filters.",
  helpTitle: "Need Help?",
  helpLead:
    "Getting a printer or scanner working is usually a few minutes' work. We are here if not.",
  help: [
    {
      title: "Installation Guide",
      text: "Unzip the download, run the installer as an administrator, then restart the printer or scanner before the first print or scan.",
    },
    {
      title: "Troubleshooting",
      text: "Device not found? Check the cable or network, pick the driver for your operating system and 64-bit or 32-bit system, and reinstall.",
    },
    {
      title: "Technical Support",
      text: `Our engineers help by phone, WhatsApp or email: call ${phone} or write to ${company.email}.`,
    },
  ],
  modalTitle: "Download Request",
  modalIntro: (driver: string) =>
    `Please fill in your details and attach your purchase receipt to download ${driver}.`,
  fullName: "Full Name",
  companyName: "Company Name",
  address: "Address",
  mobileNumber: "Mobile Number",
  purpose: "Purpose",
  email: "Email",
  receipt: "Purchase Receipt/Document",
  receiptHint: "Accepted file types: PDF, JPG, JPEG, PNG, DOC, DOCX. Maximum size 10MB.",
  cancel: "Cancel",
  submit: "Submit Request",
  processing: "Processing...",
  honeypot: "Leave this field empty",
  required: {
    fullName: "Full name is required",
    companyName: "Company name is required",
    address: "Address is required",
    mobileNumber: "Mobile number is required",
    purpose: "Purpose is required",
    email: "Email is required",
    receipt: "Purchase receipt/document is required",
  },
  emailInvalid: "Email is invalid",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  driverMissing: "Choose a driver to download",
  receiptWrongType: "The receipt must be a PDF, JPG, JPEG, PNG, DOC or DOCX file",
  receiptTooLarge: "The receipt must be 10MB or smaller",
  successAlert: "Download request submitted successfully! Check your email for confirmation.",
  failureFallback: "Failed to process download request",
  thrownAlert: "Error submitting form. Please try again.",
  noScript:
    "Downloading needs JavaScript, which is turned off in this browser. Please call or email us and we will send you the driver.",
};

/** The shape of the drivers page's texts (a translation provides the same keys). */
export type DriversText = typeof driversText;
