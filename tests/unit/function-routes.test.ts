import { describe, expect, it } from "vitest";
import {
  functionRoutes,
  type FunctionModule,
} from "../../src/server/standalone/function-routes.ts";

const handler = () => new Response();
const module = (
  name: string,
  path: `/${string}` | `/${string}`[],
  excludedPath?: `/${string}`,
): FunctionModule => ({
  name,
  default: handler,
  config: { path, ...(excludedPath ? { excludedPath } : {}) },
});

describe("function routes", () => {
  const routes = functionRoutes([
    module("categories", ["/api/categories", "/api/categories/*"], "/api/categories/menu"),
    module("category-menu", "/api/categories/menu"),
    module("schema", "/api/schema/:kind/:slug"),
    module("storage", "/api/storage/(public|signed)/*"),
  ]);
  const nameOf = (path: string) => routes.find(path)?.name;

  it("finds the function whose path takes the address, as Netlify matches them", () => {
    expect(nameOf("/api/categories")).toBe("categories");
    expect(nameOf("/api/categories/printers")).toBe("categories");
    expect(nameOf("/api/schema/product/zebra-zt230")).toBe("schema");
    expect(nameOf("/api/storage/public/products/a.webp")).toBe("storage");
  });

  it("leaves an excluded path to the function that declares it", () => {
    expect(nameOf("/api/categories/menu")).toBe("category-menu");
  });

  it("finds nothing for an address no pattern takes, even one sharing a pattern's start", () => {
    expect(nameOf("/api/categoriesx")).toBeUndefined();
    expect(nameOf("/api/schema/product")).toBeUndefined();
    expect(nameOf("/api/storage/private/a.webp")).toBeUndefined();
    expect(nameOf("/api/no-such-function")).toBeUndefined();
    expect(nameOf("/")).toBeUndefined();
  });

  it("refuses a module without a path", () => {
    expect(() => functionRoutes([{ name: "lost", default: handler }])).toThrow(/no config.path/);
  });
});
