// The English texts of the contact form island: its contact.* keys, the home page's heading for
// it and the cookie policy link it shows. Part of the English dictionary (en.ts); the island
// imports only this file.

/** The contact form's English texts. */
const enContactForm = {
  "home.contact.heading": "Get a quote",
  "footer.cookiePolicy": "Cookie Policy",
  "contact.heading": "Send us a message",
  "contact.requiredNote": "Fields marked {asterisk} are required. We reply within 24 hours.",
  "contact.asteriskMeaning": "with an asterisk",
  "contact.successTitle": "Message Sent Successfully!",
  "contact.success": "Thank you for contacting us. Our team will reach out to you soon.",
  "contact.successReply": "We will reply within 24 hours.",
  "contact.failureTitle": "Failed to send message",
  "contact.failureText": "Please try again or contact us directly via phone or email.",
  "contact.fullName": "Full Name",
  "contact.email": "Email Address",
  "contact.mobile": "Phone Number",
  "contact.company": "Company Name",
  "contact.location": "State / City / Country",
  "contact.productService": "Product / Service",
  "contact.message": "Message",
  "contact.namePlaceholder": "Your full name",
  "contact.locationPlaceholder": "e.g. Pune, Maharashtra",
  "contact.messagePlaceholder": "Tell us the product, quantity and delivery city",
  "contact.selectProductService": "Select a Product / Service",
  "contact.option.printers": "Printers",
  "contact.option.labels": "Labels",
  "contact.option.scanners": "Scanners",
  "contact.option.software": "Software",
  "contact.option.rfid": "RFID",
  "contact.option.tablets": "Tablets",
  "contact.option.printerHeads": "Printer Heads",
  "contact.option.other": "Other",
  "contact.consent":
    "I agree to the use of cookies as described in the {cookiePolicy} and to being contacted about this enquiry.",
  "contact.send": "Send Message",
  "contact.submitting": "Submitting...",
  "contact.error.nameRequired": "Full Name is required",
  "contact.error.nameMin": "Full Name must be at least 2 characters",
  "contact.error.emailRequired": "Email Address is required",
  "contact.error.emailInvalid": "Please enter a valid email address",
  "contact.error.mobileRequired": "Mobile Number is required",
  "contact.error.mobileInvalid":
    "Please enter a valid mobile number (10 digits or with country code)",
  "contact.error.locationRequired": "State / City / Country is required",
  "contact.error.locationMin": "Location must be at least 2 characters",
  "contact.error.productServiceRequired": "Please select a Product / Service",
  "contact.error.messageRequired": "Message is required",
  "contact.error.messageMin": "Message must be at least 10 characters",
  "contact.error.tooLong": "Please keep this under {max} characters",
} as const;

/** A key of the contact form's texts. */
export type ContactFormKey = keyof typeof enContactForm;

export default enContactForm;
