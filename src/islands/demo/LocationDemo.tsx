// /location-demo (document 2 §2.12): the visitor's current location and the four preset cities as
// the location API answers them.
import { useEffect, useState } from "react";
import { withErrorBoundary } from "../shared/ErrorBoundary.tsx";
import { DEMO_CITY_IDS, fetchCity, type DemoCity } from "./demo-api.ts";
import "./demo.css";

type Preset = { id: number; city?: DemoCity; failed?: boolean };

// The location the visitor chose (document 1 §4: userLocation), as one line, or null.
function storedLocation(): string | null {
  try {
    const value = JSON.parse(localStorage.getItem("userLocation") ?? "null") as {
      city?: { name?: unknown };
      state?: { name?: unknown };
      country?: { name?: unknown };
    } | null;
    const parts = [value?.city?.name, value?.state?.name, value?.country?.name];
    return parts.every((part) => typeof part === "string") ? parts.join(", ") : null;
  } catch {
    return null;
  }
}

function LocationDemo() {
  const [current, setCurrent] = useState<string | null | undefined>(undefined);
  const [presets, setPresets] = useState<Preset[]>(DEMO_CITY_IDS.map((id) => ({ id })));

  useEffect(() => {
    // Read once hydrated: localStorage is the browser's, and the first render must match the
    // static HTML ("Reading your location...").
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent(storedLocation());
    const controller = new AbortController();
    DEMO_CITY_IDS.forEach((id, index) => {
      fetchCity(id, controller.signal)
        .then((city) => setPresets((all) => all.with(index, { id, city })))
        .catch(() => {
          if (!controller.signal.aborted)
            setPresets((all) => all.with(index, { id, failed: true }));
        });
    });
    return () => controller.abort();
  }, []);

  return (
    <>
      <section className="demo-card" aria-labelledby="current-location">
        <h2 id="current-location">Current location</h2>
        <p>
          {current === undefined
            ? "Reading your location..."
            : (current ?? "No location chosen yet. Use Select Location at the top of the page.")}
        </p>
      </section>
      <h2>Preset cities</h2>
      <ul className="demo-grid" role="list">
        {presets.map(({ id, city, failed }) => (
          <li key={id} className="demo-card">
            <h3>{city ? city.city : `City ${id}`}</h3>
            {city && (
              <dl className="demo-dl">
                <dt>City id</dt>
                <dd>{city.id}</dd>
                <dt>State</dt>
                <dd>{city.state}</dd>
                <dt>Country</dt>
                <dd>
                  {city.country} ({city.country_code})
                </dd>
                <dt>Page</dt>
                <dd>
                  <a href={`/location/${city.slug}`}>/location/{city.slug}</a>
                </dd>
              </dl>
            )}
            {failed && <p role="alert">Failed to load this city.</p>}
            {!city && !failed && <p>Loading...</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

export default withErrorBoundary(LocationDemo);
