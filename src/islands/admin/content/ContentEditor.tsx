// A driver, blog or job form with what it needs: the record and its history when editing, a
// spinner while they load, an error with Try Again when they do not.
import { useQuery } from "@tanstack/react-query";
import { RecordHistory } from "../ui/History.tsx";
import LoadError from "../ui/LoadError.tsx";
import Spinner from "../ui/Spinner.tsx";
import { contentKey, fetchContentRecord } from "./content-api.ts";
import type { ContentKindSpec } from "./content-kinds.ts";
import ContentForm from "./ContentForm.tsx";

interface Props {
  spec: ContentKindSpec;
  /** The record to edit; none to add one. */
  id?: number | undefined;
  /** After a save, and on Cancel. */
  onDone: () => void;
}

/** The add form (no id) or the edit form of record `id`, with its history. */
export default function ContentEditor({ spec, id, onDone }: Props) {
  const loaded = useQuery({
    queryKey: [...contentKey(spec.kind), "record", id],
    queryFn: ({ signal }) => fetchContentRecord(spec.kind, id!, signal),
    enabled: id !== undefined,
  });
  if (id === undefined) {
    return <ContentForm spec={spec} record={undefined} onDone={onDone} onReload={() => {}} />;
  }
  if (loaded.isError) {
    return (
      <LoadError
        what={spec.texts.loadFailed}
        error={loaded.error}
        onRetry={() => void loaded.refetch()}
      />
    );
  }
  if (!loaded.data) return <Spinner label="Loading form" />;
  const { record, audit } = loaded.data;
  return (
    <>
      <ContentForm
        key={`${record.id}-${String(record[spec.versionField])}`}
        spec={spec}
        record={record}
        onDone={onDone}
        onReload={() => void loaded.refetch()}
      />
      <RecordHistory entries={audit} />
    </>
  );
}
