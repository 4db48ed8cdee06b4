// Beside a file input: the newly chosen file's name and size, else the stored file (a thumbnail
// for images, a link for documents).

interface Props {
  kind: "image" | "pdf";
  url: string;
  chosen: File | null;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** What the record has now, or what will replace it. */
export default function CurrentFile({ kind, url, chosen }: Props) {
  if (chosen) {
    return (
      <p className="af-current">
        New file: {chosen.name} ({size(chosen.size)})
      </p>
    );
  }
  if (!url) return null;
  return (
    <p className="af-current">
      {kind === "image" ? (
        <>
          <img src={url} alt="Current image" width="64" height="64" /> Current image
        </>
      ) : (
        <a href={url} target="_blank" rel="noopener">
          Current file
        </a>
      )}
    </p>
  );
}
