// /seo-demo (document 2 §2.12): a city's location SEO (title, description, keywords, H1,
// structured data) and its dynamic content keys, for one of the preset cities.
import { useEffect, useState } from "react";
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { DEMO_CITY_IDS, fetchSeoAndContent, type DemoSeo } from "./demo-api.ts";
import "./demo.css";

const CITY_NAMES: Record<number, string> = {
  859: "Mumbai",
  867: "Pune",
  1: "Houston",
  2: "New York",
};
const CONTENT_KEYS = ["banner_title", "hero_title", "services_title", "contact_title"] as const;

type Loaded = { seo: DemoSeo; content: Record<string, string | null | undefined> };

function SeoDemo() {
  const [cityId, setCityId] = useState<number>(DEMO_CITY_IDS[0]);
  const [loaded, setLoaded] = useState<Loaded | "loading" | "failed">("loading");
  // Another city shows Loading... until its answer comes.
  const [loadedFor, setLoadedFor] = useState(cityId);
  if (loadedFor !== cityId) {
    setLoadedFor(cityId);
    setLoaded("loading");
  }

  useEffect(() => {
    const controller = new AbortController();
    fetchSeoAndContent(cityId, controller.signal)
      .then(setLoaded)
      .catch(() => !controller.signal.aborted && setLoaded("failed"));
    return () => controller.abort();
  }, [cityId]);

  return (
    <div className="demo-card">
      <label htmlFor="seo-demo-city">City</label>
      <div className="demo-row">
        <select
          id="seo-demo-city"
          value={cityId}
          onChange={(event) => setCityId(Number(event.target.value))}
        >
          {DEMO_CITY_IDS.map((id) => (
            <option key={id} value={id}>
              {CITY_NAMES[id]}
            </option>
          ))}
        </select>
      </div>
      {loaded === "loading" && <p>Loading...</p>}
      {loaded === "failed" && <p role="alert">Failed to load the location SEO for this city.</p>}
      {typeof loaded === "object" && (
        <>
          <h2>Location SEO</h2>
          <dl className="demo-dl">
            <dt>Title</dt>
            <dd>{loaded.seo.seo.title ?? "-"}</dd>
            <dt>Description</dt>
            <dd>{loaded.seo.seo.description ?? "-"}</dd>
            <dt>Keywords</dt>
            <dd>{loaded.seo.seo.keywords ?? "-"}</dd>
            <dt>H1</dt>
            <dd>{loaded.seo.seo.h1 ?? "-"}</dd>
          </dl>
          <h2>Structured data</h2>
          {/* A box that scrolls is a stop for the keyboard, so it can be scrolled without a mouse. */}
          <pre className="demo-pre" tabIndex={0} role="region" aria-label="Structured data">
            {JSON.stringify(loaded.seo.seo.structured_data, null, 2)}
          </pre>
          <h2>Dynamic content</h2>
          <dl className="demo-dl">
            {CONTENT_KEYS.map((key) => (
              <div key={key} style={{ display: "contents" }}>
                <dt>{key}</dt>
                <dd>{loaded.content[key] ?? "-"}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}

export default withErrorBoundary(SeoDemo);
