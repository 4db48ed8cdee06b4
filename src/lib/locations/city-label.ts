// How a city found by one of its other names is shown: the official name with the name the
// visitor typed beside it, so "Bangalore" offers "Bengaluru (Bangalore)".

/** The official name, followed by the matched other name in brackets when there is one. */
export function cityLabel(name: string, alias: string | null): string {
  return alias ? `${name} (${alias})` : name;
}
