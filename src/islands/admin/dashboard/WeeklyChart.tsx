// Enquiries per week for the last twelve weeks, by type, job applications included (leads issue):
// stacked bars drawn by hand in SVG (a chart library would outweigh the dashboard's JavaScript
// budget), each bar titled with its counts, and the same figures as a real table, which
// screen readers always read and anyone can show in place of the chart.
import { useEffect, useId, useRef, useState } from "react";
import { barTotal, countScale, stackBar } from "./chart-scale.ts";
import { WEEK_SERIES, type EnquiryWeek, type WeekSeries } from "./enquiry-stats-api.ts";

/** How the series are named in the legend, the table and the bars' titles. */
export const SERIES_LABELS: Readonly<Record<WeekSeries, string>> = {
  contact: "Contact messages",
  quote: "Quote requests",
  driver: "Driver download requests",
  application: "Job applications",
};

// The drawing's units; the SVG scales to its box.
const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 34;
const BOTTOM = 36;
const TOP = 20; // room for the total above the tallest bar
const PLOT_HEIGHT = HEIGHT - BOTTOM - TOP;

// The week's Monday as the table and labels show it; the date is a calendar day, read as UTC.
const dayOf = new Intl.DateTimeFormat("en-IN", { day: "numeric", timeZone: "UTC" });
const monthOf = new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" });
const weekDate = (weekStart: string) => new Date(`${weekStart}T00:00:00Z`);

function barTitle(week: EnquiryWeek): string {
  const parts = WEEK_SERIES.map((key) => `${SERIES_LABELS[key]}: ${week[key]}`);
  const total = barTotal(week, WEEK_SERIES);
  return `Week of ${fullDay.format(weekDate(week.weekStart))}: ${total} in all. ${parts.join(", ")}.`;
}

function Bars({ weeks }: { weeks: EnquiryWeek[] }) {
  const scale = countScale(Math.max(0, ...weeks.map((week) => barTotal(week, WEEK_SERIES))));
  const slot = (WIDTH - LEFT) / Math.max(weeks.length, 1);
  const barWidth = slot * 0.62;
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / scale.top) * PLOT_HEIGHT;
  return (
    <svg
      className="admin-chart__svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="Stacked bars of enquiries and applications per week; the table gives the figures"
    >
      {scale.ticks.map((tick) => (
        <g key={tick} className="admin-chart__grid">
          <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} />
          <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      {weeks.map((week, index) => {
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        const segments = stackBar(week, WEEK_SERIES, scale.top, PLOT_HEIGHT);
        return (
          <g key={week.weekStart} className="admin-chart__bar">
            <title>{barTitle(week)}</title>
            {/* The whole slot answers the pointer, so an empty week shows its title too. */}
            <rect
              x={LEFT + index * slot}
              y={TOP}
              width={slot}
              height={PLOT_HEIGHT}
              fill="transparent"
            />
            {segments.map((segment) => (
              <rect
                key={segment.key}
                className={`admin-chart__fill--${segment.key}`}
                x={x}
                y={TOP + segment.y}
                width={barWidth}
                height={segment.height}
              />
            ))}
            {/* The total above its bar: readable without the axis, which scrolls away on phones. */}
            {segments.length > 0 && (
              <text
                className="admin-chart__total"
                x={x + barWidth / 2}
                y={TOP + Math.min(...segments.map((segment) => segment.y)) - 5}
                textAnchor="middle"
              >
                {barTotal(week, WEEK_SERIES)}
              </text>
            )}
            <text x={x + barWidth / 2} y={HEIGHT - 20} textAnchor="middle">
              {dayOf.format(weekDate(week.weekStart))}
            </text>
            {/* The month under the first bar and wherever a new month starts. */}
            {(index === 0 ||
              monthOf.format(weekDate(weeks[index - 1]!.weekStart)) !==
                monthOf.format(weekDate(week.weekStart))) && (
              <text x={x + barWidth / 2} y={HEIGHT - 5} textAnchor="middle">
                {monthOf.format(weekDate(week.weekStart))}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function FiguresTable({ weeks, id, shown }: { weeks: EnquiryWeek[]; id: string; shown: boolean }) {
  return (
    // Shown, it may scroll sideways in the chart's column: focusable so the keyboard scrolls it.
    <div
      id={id}
      className={shown ? "admin-table-wrap" : "visually-hidden"}
      tabIndex={shown ? 0 : undefined}
    >
      <table className="admin-table admin-chart__table">
        <caption>Enquiries and job applications per week, last {weeks.length} weeks</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            {WEEK_SERIES.map((key) => (
              <th key={key} scope="col">
                {SERIES_LABELS[key]}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">
                <time dateTime={week.weekStart}>{fullDay.format(weekDate(week.weekStart))}</time>
              </th>
              {WEEK_SERIES.map((key) => (
                <td key={key} data-label={SERIES_LABELS[key]}>
                  {week[key]}
                </td>
              ))}
              <td data-label="Total">{barTotal(week, WEEK_SERIES)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart with its legend, and the button that swaps it for the table. */
export default function WeeklyChart({ weeks }: { weeks: EnquiryWeek[] }) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const plot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (plot.current) plot.current.scrollLeft = plot.current.scrollWidth;
  }, [asTable, weeks]);
  return (
    <section
      className={
        asTable ? "admin-panel admin-chart admin-chart--as-table" : "admin-panel admin-chart"
      }
      aria-labelledby={`${id}-title`}
    >
      <div className="admin-chart__head">
        <h2 id={`${id}-title`}>Enquiries per week</h2>
        <button
          type="button"
          className="admin-button admin-button--small admin-button--secondary"
          aria-controls={`${id}-table`}
          aria-expanded={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? "Show chart" : "Show table"}
        </button>
      </div>
      <p className="admin-chart__note">Last 12 weeks (Monday to Sunday), by type.</p>
      {!asTable && (
        <>
          <ul className="admin-chart__legend" aria-hidden="true">
            {WEEK_SERIES.map((key) => (
              <li key={key}>
                <span className={`admin-chart__swatch admin-chart__fill--${key}`} />
                {SERIES_LABELS[key]}
              </li>
            ))}
          </ul>
          {/* Narrow screens scroll it sideways, starting at the newest week; focusable, so the
              keyboard scrolls it too. */}
          <div
            className="admin-chart__plot"
            tabIndex={0}
            aria-label="The chart; scrolls sideways on narrow screens"
            ref={plot}
          >
            <Bars weeks={weeks} />
          </div>
        </>
      )}
      <FiguresTable weeks={weeks} id={`${id}-table`} shown={asTable} />
    </section>
  );
}
