// What /api/test-email and the /email-test page say when the test mail was not sent (document 3
// §8). Apart from staff-mail-schemas.ts so that the page's island does not load zod for a text.

/** The test mail's failure message, with the mailer's reason as details. */
export const TEST_EMAIL_FAILED = "Failed to send test email";
