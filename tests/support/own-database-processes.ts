// Tests that start processes with an embedded database of their own (npm start, the database's
// lock) behave the same whichever database the API stage targets, so scripts/test.ts runs them in
// one of its two API stages only: the other is told so through this variable.

/** The variable scripts/test.ts sets to "elsewhere" on the stage that leaves them out. */
export const OWN_DATABASE_PROCESSES = "TEST_OWN_DATABASE_PROCESSES";

/** Whether this stage runs them (a stage started by hand always does). */
export const runsOwnDatabaseProcesses = process.env[OWN_DATABASE_PROCESSES] !== "elsewhere";
