// A process that opens the embedded database the way the scripts do (DATA_DIR from the
// environment). "hold": writes a row, says "ready", keeps the database until SIGTERM.
// "write": writes rows one by one, printing "ack <n>" once each is committed, until killed.
// "read": prints the rows as JSON. "own": opens it as `npm start` does, refusing to join another
// owner's. "staff": prints the staff accounts' usernames as JSON.
import { openScriptDatabase } from "../../scripts/lib/database.ts";

const mode = process.argv[2];
try {
  const database = await openScriptDatabase({ joinRunning: mode !== "own" });
  if (mode === "staff") {
    const rows = await database.sql`select username from staff_users order by username`;
    console.log(JSON.stringify(rows.map((row) => row.username)));
    await database.close();
    process.exit(0);
  }
  await database.sql`create table if not exists lock_probe (value text not null)`;
  if (mode === "hold") {
    await database.sql`insert into lock_probe (value) values (${process.argv[3] ?? "row"})`;
    // The handler before the word: the test signals as soon as it reads "ready", and a signal
    // that arrives before a handler exists kills the process (the lock left behind).
    process.on("SIGTERM", () => void database.close().then(() => process.exit(0)));
    console.log("ready");
    setInterval(() => {}, 1000);
  } else if (mode === "write") {
    for (let n = 1; ; n += 1) {
      await database.sql`insert into lock_probe (value) values (${String(n).padStart(6, "0")})`;
      process.stdout.write(`ack ${n}\n`);
    }
  } else {
    const rows = await database.sql`select value from lock_probe order by value`;
    console.log(JSON.stringify(rows.map((row) => row.value)));
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
