// The English texts of the driver download request (the modal, its errors and the success alert).
// Part of the English dictionary (en.ts); the modal, fetched on the first Download, imports only
// this file.

/** The download request's English texts. */
const enDriverRequest = {
  "drivers.modal.title": "Download Request",
  "drivers.modal.intro": "Fill in your details to download {driver}.",
  "drivers.modal.fullName": "Full Name",
  "drivers.modal.companyName": "Company Name",
  "drivers.modal.address": "Address",
  "drivers.modal.mobileNumber": "Mobile Number",
  "drivers.modal.purpose": "Purpose",
  "drivers.modal.email": "Email",
  "drivers.modal.receipt": "Purchase Receipt / Document",
  "drivers.modal.receiptHint": "Accepted file types: PDF, JPG, JPEG, PNG, DOC, DOCX (max 10MB)",
  "drivers.modal.cancel": "Cancel",
  "drivers.modal.submit": "Submit & Download",
  "drivers.modal.processing": "Processing...",
  "drivers.error.fullName": "Full name is required",
  "drivers.error.companyName": "Company name is required",
  "drivers.error.address": "Address is required",
  "drivers.error.mobileNumber": "Mobile number is required",
  "drivers.error.purpose": "Purpose is required",
  "drivers.error.emailRequired": "Email is required",
  "drivers.error.emailInvalid": "Email is invalid",
  "drivers.error.receipt": "Purchase receipt/document is required",
  "drivers.success": "Download request submitted successfully! Check your email for confirmation.",
} as const;

/** A key of the download request's texts. */
export type DriverRequestKey = keyof typeof enDriverRequest;

export default enDriverRequest;
