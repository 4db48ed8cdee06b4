// The network prefix stored instead of a visitor's address.
import { expect, it } from "vitest";
import { addressPrefix } from "../../src/server/tracking/address-prefix.ts";

it.each([
  ["203.0.113.77", "203.0.113.0/24"],
  ["::ffff:198.51.100.23", "198.51.100.0/24"],
  ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::/48"],
  ["2001:0db8::1", "2001:db8:0::/48"],
  ["::1", "0:0:0::/48"],
  ["fe80::1%eth0", "fe80:0:0::/48"],
  [null, null],
  ["", null],
  ["not an address", null],
  ["999.1.1.1", null],
])("%s -> %s", (address, prefix) => {
  expect(addressPrefix(address)).toBe(prefix);
});
