// /icons.svg: the line icons' sprite (src/components/header/icon-sprite.ts).
import type { APIRoute } from "astro";
import { ICON_SPRITE } from "../components/header/icon-sprite.ts";

export const GET: APIRoute = () =>
  new Response(ICON_SPRITE, { headers: { "Content-Type": "image/svg+xml" } });
