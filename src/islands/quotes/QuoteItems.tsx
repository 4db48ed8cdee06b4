// The products of the quote list on /quote: each with its link, model, quantity (1..100,000), a
// note and Remove. A quantity is kept as typed while it is being typed and stored once it is a
// whole number in range; leaving the field puts it back in range.
import { useState } from "react";
import {
  MAX_QUOTE_NOTE_LENGTH as QUOTE_LIST_MAX_NOTE,
  MAX_QUOTE_QUANTITY as QUOTE_LIST_MAX_QUANTITY,
} from "../../lib/quotes/quote-limits.ts";
import { clampQuantity, type QuoteListItem } from "../../lib/quotes/quote-list.ts";
import QuoteField from "./QuoteField.tsx";
import type { QuoteListState } from "./useQuoteList.ts";

interface ItemProps {
  item: QuoteListItem;
  index: number;
  errors: Record<string, string>;
  actions: Pick<QuoteListState, "update" | "remove">;
  forget: (field: string) => void;
}

const isQuantity = (text: string) =>
  /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= QUOTE_LIST_MAX_QUANTITY;

/** The id of an item's control, as the form's error focus finds it ("items.0.quantity"). */
export const itemFieldId = (index: number, field: "slug" | "quantity" | "note") =>
  `quote-item-${index}-${field}`;

function QuoteItem({ item, index, errors, actions, forget }: ItemProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const key = (field: string) => `items.${index}.${field}`;
  const slugError = errors[key("slug")];
  return (
    <li className="qi" aria-labelledby={itemFieldId(index, "slug")}>
      <div className="qi-head">
        <h3 className="qi-name" id={itemFieldId(index, "slug")} tabIndex={-1}>
          <a href={`/${item.slug}`}>{item.name}</a>
        </h3>
        {item.model && <p className="qi-model">Model: {item.model}</p>}
        {slugError && <p className="qf-error">{slugError}</p>}
      </div>
      <QuoteField
        id={itemFieldId(index, "quantity")}
        label="Quantity"
        error={errors[key("quantity")]}
        className="qi-quantity"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_LIST_MAX_QUANTITY}
            step={1}
            value={typed ?? String(item.quantity)}
            onChange={(event) => {
              const text = event.target.value;
              setTyped(text);
              forget(key("quantity"));
              if (isQuantity(text)) actions.update(item.slug, { quantity: Number(text) });
            }}
            onBlur={() => {
              if (typed !== null) actions.update(item.slug, { quantity: clampQuantity(typed) });
              setTyped(null);
            }}
          />
        )}
      </QuoteField>
      <QuoteField
        id={itemFieldId(index, "note")}
        label="Note (optional)"
        error={errors[key("note")]}
        className="qi-note"
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={QUOTE_LIST_MAX_NOTE}
            placeholder="Size, colour, ribbon type…"
            value={item.note}
            onChange={(event) => {
              forget(key("note"));
              actions.update(item.slug, { note: event.target.value });
            }}
          />
        )}
      </QuoteField>
      <button type="button" className="qi-remove" onClick={() => actions.remove(item.slug)}>
        Remove<span className="visually-hidden"> {item.name}</span>
      </button>
    </li>
  );
}

interface Props {
  items: QuoteListItem[];
  errors: Record<string, string>;
  actions: Pick<QuoteListState, "update" | "remove">;
  forget: (field: string) => void;
}

/** The list of products with their controls. */
export default function QuoteItems({ items, errors, actions, forget }: Props) {
  return (
    <ul className="qi-list">
      {items.map((item, index) => (
        <QuoteItem
          key={item.slug}
          item={item}
          index={index}
          errors={errors}
          actions={actions}
          forget={forget}
        />
      ))}
    </ul>
  );
}
