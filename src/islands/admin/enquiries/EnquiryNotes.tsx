// An enquiry's internal notes (leads issue): each with its author and time, oldest first as a
// conversation reads, and a box to add one (1 to 2000 characters), signed by whoever is signed in.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type SubmitEvent } from "react";
import { MAX_ENQUIRY_NOTE_LENGTH, type EnquiryType } from "../../../lib/enquiries/enquiries.ts";
import { failureMessage, fieldMessagesOf } from "../admin-api.ts";
import { addEnquiryNote, enquiryKeys, type EnquiryNote } from "./enquiries-api.ts";
import { receivedAt } from "./enquiry-text.ts";

interface Props {
  type: EnquiryType;
  enquiryId: number;
  notes: EnquiryNote[];
}

/** The notes and the form that adds one. */
export default function EnquiryNotes({ type, enquiryId, notes }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState("");
  const add = useMutation({
    mutationFn: (text: string) => addEnquiryNote(type, enquiryId, text),
    onSuccess: async () => {
      setBody("");
      setProblem("");
      await queryClient.invalidateQueries({ queryKey: enquiryKeys.one(type, enquiryId) });
    },
    onError: (error) =>
      setProblem(fieldMessagesOf(error).body ?? failureMessage(error, "Failed to add the note")),
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim() === "") {
      setProblem("Write the note first");
      return;
    }
    add.mutate(body.trim());
  };

  return (
    <section className="admin-panel admin-enquiry-notes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Internal notes</h2>
      {notes.length === 0 ? (
        <p className="admin-history__none">No notes yet.</p>
      ) : (
        <ol className="admin-enquiry-notes__list">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="admin-enquiry-notes__body">{note.body}</p>
              <p className="admin-enquiry-notes__meta">
                {note.author.name} ·{" "}
                <time dateTime={note.createdAt}>{receivedAt(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate>
        <div className={problem ? "af-field af-field--invalid" : "af-field"}>
          <label htmlFor={`${id}-body`}>Add a note</label>
          <textarea
            id={`${id}-body`}
            rows={3}
            value={body}
            maxLength={MAX_ENQUIRY_NOTE_LENGTH}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
            onChange={(event) => setBody(event.target.value)}
          />
          <p className="af-hint" id={`${id}-hint`}>
            Seen by staff only. {body.length} / {MAX_ENQUIRY_NOTE_LENGTH} characters.
          </p>
          {problem && (
            <p className="af-error" id={`${id}-error`} role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="admin-button admin-button--small" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add note"}
        </button>
      </form>
    </section>
  );
}
