// A contact enquiry the form accepts, from a visitor whose name carries the test's marker.
export const contactEnquiry = (name: string) => ({
  name,
  email: "asha@example.in",
  mobile: "+91-9811045678",
  location: "Pune, Maharashtra",
  company: "Verma & Sons",
  productService: "Printers",
  message: "Please quote two desktop printers.",
  cookieConsent: true,
});
