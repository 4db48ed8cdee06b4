// The build's React renderer (src/astro-engine/react-island-renderer.ts): the HTML and island
// numbers of @astrojs/react's, each island rendered once per component, props and number.
import reactRenderer from "@astrojs/react/server.js";
import type { NamedSSRLoadedRendererValue } from "astro";
import { createElement, useId } from "react";
import { describe, expect, it } from "vitest";
import renderer from "../../src/astro-engine/react-island-renderer.ts";

let renders = 0;
// An island whose HTML holds its number: useId follows the island's identifierPrefix.
function Field({ label }: { label: string }) {
  renders += 1;
  const id = useId();
  return createElement("label", { htmlFor: id }, label);
}

// Each page (Astro's result object) numbers its islands from r0.
const newPage = () => ({ result: {} });
const island = (
  with_: NamedSSRLoadedRendererValue,
  page: { result: object },
  props: Record<string, unknown>,
  slots: Record<string, string> = {},
) => with_.renderToStaticMarkup.call(page, Field, props, slots, undefined);

describe("the build's React renderer", () => {
  it("writes @astrojs/react's HTML and numbers on its counter, the two taking turns", async () => {
    const upstream = newPage();
    const expected = [
      await island(reactRenderer, upstream, { label: "Name" }),
      await island(reactRenderer, upstream, { label: "City" }),
      await island(reactRenderer, upstream, { label: "Name" }),
    ];
    const mixed = newPage();
    const written = [
      await island(renderer, mixed, { label: "Name" }),
      await island(reactRenderer, mixed, { label: "City" }),
      await island(renderer, mixed, { label: "Name" }),
    ];
    expect(written).toEqual(expected);
    expect(expected.map((output) => output.attrs?.["prefix"])).toEqual(["r0", "r1", "r2"]);
    expect(expected[2]!.html).toContain('for="_r2R_0_"');
  });

  it("renders an island once for the same props and number on every page", async () => {
    const first = await island(renderer, newPage(), { label: "Once" });
    const before = renders;
    const later = await Promise.all(
      [1, 2, 3].map(() => island(renderer, newPage(), { label: "Once" })),
    );
    expect(renders).toBe(before);
    expect(later).toEqual([first, first, first]);
    await island(renderer, newPage(), { label: "Other" });
    expect(renders).toBe(before + 1);
  });

  it("answers Astro's check as @astrojs/react does, with one trial render per component", async () => {
    // What Astro does for each island of a page: the check, then the render.
    const checkAndRender = async (with_: NamedSSRLoadedRendererValue, page: { result: object }) => {
      const props = { label: "Checked" };
      const isReact = await with_.check.call(page, Field, props, {}, undefined);
      return { isReact, island: await island(with_, page, props) };
    };
    const upstream = newPage();
    const expected = [
      await checkAndRender(reactRenderer, upstream),
      await checkAndRender(reactRenderer, upstream),
    ];
    // Upstream's trial render takes a number: the islands are r1 and r3.
    expect(expected.map(({ island }) => island.attrs?.["prefix"])).toEqual(["r1", "r3"]);
    const first = newPage();
    expect([await checkAndRender(renderer, first), await checkAndRender(renderer, first)]).toEqual(
      expected,
    );
    const before = renders;
    const later = newPage();
    expect([await checkAndRender(renderer, later), await checkAndRender(renderer, later)]).toEqual(
      expected,
    );
    expect(renders).toBe(before);
  });

  it("leaves what is not a function component to @astrojs/react's check, every time", async () => {
    for (const component of [
      {},
      "div",
      class Widget {
        render() {
          return null;
        }
      },
    ]) {
      const page = newPage();
      expect(await renderer.check.call(page, component, {}, {}, undefined)).toBe(
        await reactRenderer.check.call(newPage(), component, {}, {}, undefined),
      );
    }
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["children", { label: "Slot" }, { default: "<b>child</b>" }],
    ["props JSON cannot state", { label: "Date", when: new Date(0) }, {}],
  ])("leaves an island with %s to @astrojs/react, every time", async (_case, props, slots) => {
    const expected = await island(reactRenderer, newPage(), { ...props }, slots);
    const before = renders;
    expect(await island(renderer, newPage(), { ...props }, slots)).toEqual(expected);
    expect(await island(renderer, newPage(), { ...props }, slots)).toEqual(expected);
    expect(renders).toBe(before + 2);
  });
});
