// The network a visitor's address belongs to, never the address itself: consent records keep
// this prefix (the last part of the address removed), as many analytics services do.
import { isIPv4, isIPv6 } from "node:net";

// Expands an IPv6 address to its eight groups ("2001:db8::1" -> 2001,db8,0,0,0,0,0,1).
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/**
 * The /24 network of an IPv4 address ("203.0.113.0/24") or the /48 of an IPv6 address
 * ("2001:db8:85a3::/48"); an IPv4 address written as IPv6 ("::ffff:1.2.3.4") counts as IPv4.
 * Null for no address or anything that is not one.
 */
export function addressPrefix(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address) || address.includes(".")) return null;
  const groups = ipv6Groups(address.split("%")[0]!.toLowerCase());
  const kept = groups.slice(0, 3).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${kept.join(":")}::/48`;
}
