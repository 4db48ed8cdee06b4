// The admin's one-line publishing summary: waiting work first, then the latest outcome.
import { describe, expect, it } from "vitest";
import {
  pollInterval,
  summarisePublishing,
  type PublishRequest,
} from "../../src/islands/admin/publishing/publishing.ts";

const request = (state: PublishRequest["state"], extra: Partial<PublishRequest> = {}) => ({
  id: 1,
  state,
  reason: 'Product "X" updated',
  requested_by: "admin",
  failure_reason: null,
  seconds_to_live: null,
  created_at: "2026-11-23T04:00:00Z",
  ...extra,
});

describe("summarisePublishing", () => {
  it("says nothing waits when there is no request", () => {
    expect(summarisePublishing([])).toEqual({ state: "idle", text: "No edits waiting to publish" });
  });

  it("counts the edits being built and those queued after them", () => {
    const summary = summarisePublishing([
      request("queued"),
      request("building"),
      request("building"),
      request("live"),
    ]);
    expect(summary).toEqual({
      state: "building",
      text: "Publishing 2 edits: building the site; 1 edit queued after it",
    });
  });

  it("counts queued edits", () => {
    expect(summarisePublishing([request("queued"), request("failed")]).text).toBe(
      "1 edit queued to publish",
    );
  });

  it("gives the seconds of the latest live edit, or why the latest build failed", () => {
    expect(summarisePublishing([request("live", { seconds_to_live: 19 })]).text).toBe(
      "All edits are live (the last went live 19 s after saving)",
    );
    expect(
      summarisePublishing([request("failed", { failure_reason: "Build script returned 2" })]),
    ).toEqual({ state: "failed", text: "Last publish failed: Build script returned 2" });
  });

  it("asks often only while something is on its way", () => {
    expect(pollInterval(summarisePublishing([request("building")]))).toBe(3_000);
    expect(pollInterval(summarisePublishing([request("live")]))).toBe(30_000);
    expect(pollInterval(undefined)).toBe(30_000);
  });
});
