// A record's small picture in a list; a missing or broken one shows the site's placeholder.
import type { SyntheticEvent } from "react";

const PLACEHOLDER = "/images/placeholder.svg";

const fallBack = (event: SyntheticEvent<HTMLImageElement>) => {
  // Once only: a broken placeholder must not loop.
  if (!event.currentTarget.src.endsWith(PLACEHOLDER)) event.currentTarget.src = PLACEHOLDER;
};

/** A decorative square image of `size` pixels. */
export default function Thumbnail({ src, size }: { src: string; size: number }) {
  return (
    <img
      className="admin-thumb"
      src={src || PLACEHOLDER}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={fallBack}
    />
  );
}
