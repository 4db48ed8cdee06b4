// The options of a script (npm run … -- --option): `--help` prints its usage and exits before
// anything is opened or changed; an unknown option stops it with its usage.
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The script's options and other arguments; exits after printing `usage` on --help or a mistake. */
export function scriptArgs<O extends Options>(usage: string, options: O = {} as O) {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2),
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage.trim());
      process.exit(0);
    }
    return parsed as unknown as {
      values: { [K in keyof O]?: O[K]["type"] extends "boolean" ? boolean : string };
      positionals: string[];
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage.trim()}`);
    process.exit(1);
  }
}
