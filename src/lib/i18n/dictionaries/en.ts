// English: the source of every key and the text the HTML is built with. Placeholders in braces
// ({asterisk}, {cookiePolicy}, {max}, {driver}) are filled in where the text is shown. The texts of
// the contact form, the drivers catalogue and the driver download request are in their own files,
// which their islands import instead of this whole dictionary
// (docs/decisions/0071-code-loading.md).
import enContactForm from "./en-contact-form.ts";
import enDriverRequest from "./en-driver-request.ts";
import enDrivers from "./en-drivers.ts";

/** The English dictionary. */
const en = {
  "nav.home": "Home",
  "nav.products": "Products",
  "nav.serviceSupport": "Service & Support",
  "nav.drivers": "Drivers",
  "nav.about": "About",
  "nav.aboutUs": "About Us",
  "nav.contact": "Contact",
  "nav.blogs": "Blogs",
  "nav.network": "Network",
  "nav.viewAllProducts": "View All Products",
  "nav.menu": "Menu",
  "nav.closeMenu": "Close menu",
  "nav.openSearch": "Open search",
  "nav.megaTitle": "Product Categories",
  "nav.megaSubtitle":
    "Complete barcode and RFID solutions: printers, scanners, mobile computers, labels and ribbons",
  "nav.megaSelectCategory": "Select a Category",
  "nav.megaHoverHint": "Hover over a category to see its subcategories and products.",
  "footer.quickLinks": "Quick Links",
  "footer.businessDetails": "Business Details",
  "footer.legalInformation": "Legal Information",
  "footer.privacyPolicy": "Privacy Policy",
  "footer.chatOnWhatsApp": "Chat on WhatsApp",
  "language.label": "Language",

  "home.hero1.heading": "Smart Barcode Printing Solutions",
  "home.hero1.button": "Explore Printers",
  "home.hero2.heading": "Scan Smarter with Zebra",
  "home.hero2.button": "Shop Scanners",
  "home.hero3.heading": "Premium Zebra Labels & Ribbons",
  "home.hero3.button": "View Supplies",
  "home.hero4.heading": "Next-Gen RFID Tracking",
  "home.hero4.button": "Explore RFID",
  "home.hero5.heading": "Your Trusted Zebra Partner",
  "home.hero5.button": "Contact Us Today",
  "home.featured.eyebrow": "Bestsellers",
  "home.featured.title": "Featured Products",
  "home.featured.empty": "No featured products available",
  "home.featured.emptyHint": "Check back later for our latest products.",
  "home.featured.view": "View",
  "home.stats.years": "Years Experience",
  "home.stats.customers": "Happy Customers",
  "home.stats.categories": "Product Categories",
  "home.stats.satisfaction": "Satisfaction",
  "home.features.eyebrow": "Why choose us",
  "home.features.title": "Why Businesses Choose Us",
  "home.features.genuine": "Genuine Products",
  "home.features.service": "Own Service Centre",
  "home.features.delivery": "Pan-India Delivery",
  "home.features.support": "Technical Support",
  "home.cta.heading": "Need barcode or RFID equipment for your business?",
  "home.cta.text": "Tell us what you need and get a quote with GST invoice within one working day.",
  "home.cta.call": "Or call us on",
  "home.cta.quote": "Get a Quote",
  "home.cta.browse": "Browse Products",

  // The drivers page's hero and help (the page renders them; no island shows them).
  "drivers.heroTitle": "Drivers & Downloads",
  "drivers.heroSubtitle":
    "Download the latest drivers and utilities for your barcode printers, scanners and mobile computers.",
  "drivers.help.title": "Need Help?",
  "drivers.help.installation": "Installation Guide",
  "drivers.help.installationText": "Step-by-step instructions for installing your driver.",
  "drivers.help.troubleshooting": "Troubleshooting",
  "drivers.help.troubleshootingText": "Solutions to common driver and connection problems.",
  "drivers.help.support": "Technical Support",
  "drivers.help.supportText": "Talk to our engineers by phone, email or WhatsApp.",
  ...enContactForm,
  ...enDrivers,
  ...enDriverRequest,
} as const;

export default en;
