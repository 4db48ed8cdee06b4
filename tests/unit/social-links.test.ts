import { describe, expect, it } from "vitest";
import { DEFAULT_SOCIAL_LINKS, socialLinksFromRows } from "../../src/lib/social-links.ts";

const row = (title: string, value: string, icon: string | null = title) => ({ title, value, icon });

describe("socialLinksFromRows", () => {
  it("uses the defaults when there are no rows", () => {
    expect(socialLinksFromRows([])).toEqual(DEFAULT_SOCIAL_LINKS);
    expect(DEFAULT_SOCIAL_LINKS.map((link) => link.label)).toEqual([
      "LinkedIn",
      "Instagram",
      "Facebook",
      "Twitter",
    ]);
  });

  it("reads the network from the icon, then the title", () => {
    expect(
      socialLinksFromRows([
        row("Our LinkedIn", "https://linkedin.com/company/a", "Linkedin"),
        row("X", "https://x.com/a", null),
      ]),
    ).toEqual([
      { network: "linkedin", label: "Our LinkedIn", href: "https://linkedin.com/company/a" },
      { network: "twitter", label: "X", href: "https://x.com/a" },
    ]);
  });

  it.each([["javascript:alert(1)"], ["http://facebook.com/insecure"], ["not a url"]])(
    "drops the unsafe address %j",
    (value) => {
      expect(
        socialLinksFromRows([row("Facebook", value), row("Instagram", "https://instagram.com/a")]),
      ).toEqual([{ network: "instagram", label: "Instagram", href: "https://instagram.com/a" }]);
    },
  );

  it("drops unknown networks and keeps at most four", () => {
    const rows = [
      row("YouTube", "https://youtube.com/a"),
      ...["LinkedIn", "Instagram", "Facebook", "Twitter", "Facebook"].map((name) =>
        row(name, `https://example.com/${name}`),
      ),
    ];
    expect(socialLinksFromRows(rows).map((link) => link.network)).toEqual([
      "linkedin",
      "instagram",
      "facebook",
      "twitter",
    ]);
  });
});
