// An RSS 2.0 feed as text, for the blog's feed at /rss.xml.

/** One entry of the feed; `link` is absolute. */
export interface FeedItem {
  title: string;
  link: string;
  description: string;
  published: Date;
  author?: string | undefined;
  category?: string | null | undefined;
}

/** The feed's channel; `link` and `feedUrl` (the feed's own address) are absolute. */
export interface FeedChannel {
  title: string;
  link: string;
  feedUrl: string;
  description: string;
  items: readonly FeedItem[];
}

/** Text escaped for XML; characters XML 1.0 cannot hold at all are dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const element = (name: string, text: string, attributes = "") =>
  `<${name}${attributes}>${xmlText(text)}</${name}>`;

function itemXml(item: FeedItem): string {
  return [
    "<item>",
    element("title", item.title),
    element("link", item.link),
    element("guid", item.link, ' isPermaLink="true"'),
    element("description", item.description),
    element("pubDate", item.published.toUTCString()),
    ...(item.author ? [element("dc:creator", item.author)] : []),
    ...(item.category ? [element("category", item.category)] : []),
    "</item>",
  ].join("\n    ");
}

/** The feed document; the newest item's date is the channel's build date. */
export function rssXml(channel: FeedChannel): string {
  const newest = channel.items.reduce<Date | null>(
    (latest, item) => (!latest || item.published > latest ? item.published : latest),
    null,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    "<language>en-in</language>",
    `<atom:link href="${xmlText(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element("lastBuildDate", newest.toUTCString())] : []),
    ...channel.items.map((item) => `  ${itemXml(item)}`),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
