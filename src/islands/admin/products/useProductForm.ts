// The product form's state (document 3 §2.5, §4, §5): values, chosen files, errors, the slug that
// follows the name, and the save with its success, failure and stale-version (409) outcomes.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { fieldMessagesOf, isStaleVersion, serverMessageOf } from "../admin-api.ts";
import { adminPaths } from "../admin-routes.ts";
import { returnToList } from "../list-memory.ts";
import { focusFirstError } from "../ui/Field.tsx";
import { useNotices } from "../ui/notices.tsx";
import { useLeaveGuard, valuesChanged } from "../useLeaveGuard.ts";
import { slugify } from "../../../lib/slug.ts";
import { saveProduct } from "./product-api.ts";
import {
  PRODUCT_FIELD_ORDER,
  productFormData,
  validateProduct,
  withCategory,
  withName,
  type ProductErrors,
  type ProductFiles,
  type ProductFormValues,
} from "./product-form.ts";
import { PRODUCT_ADDED, PRODUCT_UPDATED, productSaveFailed } from "./product-messages.ts";

/** What the form edits: a new product, or a stored one at the version it was loaded. */
export interface ProductTarget {
  id: number | null;
  version: number | undefined;
  initial: ProductFormValues;
}

/** The form's state and handlers. */
export function useProductForm(formId: string, target: ProductTarget) {
  const mode = target.id === null ? "add" : "edit";
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(target.initial);
  const [files, setFiles] = useState<ProductFiles>({ image: null, pdf: null });
  const [errors, setErrors] = useState<ProductErrors>({});
  // An edited product keeps its address unless staff change the slug themselves.
  const [slugByHand, setSlugByHand] = useState(mode === "edit");
  const [conflict, setConflict] = useState<string | null>(null);
  const [removePdf, setRemovePdf] = useState(false);
  const saved = useRef(false);
  useLeaveGuard(
    () =>
      !saved.current &&
      (valuesChanged(values, target.initial) ||
        files.image !== null ||
        files.pdf !== null ||
        removePdf),
  );

  const showErrors = (found: ProductErrors) => {
    setErrors(found);
    // After React has rendered the messages, so aria-describedby points at them.
    window.setTimeout(() => focusFirstError(formId, PRODUCT_FIELD_ORDER, found), 0);
  };

  const save = useMutation({
    mutationFn: (form: FormData) => saveProduct(target.id, form),
    onSuccess: () => {
      saved.current = true;
      returnToList(adminPaths.list("products"));
      notify("success", mode === "add" ? PRODUCT_ADDED : PRODUCT_UPDATED);
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => {
      const message = productSaveFailed(mode, serverMessageOf(error));
      if (isStaleVersion(error)) {
        setConflict(message);
        return;
      }
      notify("error", message);
      const fields = fieldMessagesOf(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
    },
  });

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });

  return {
    mode,
    values,
    files,
    errors,
    conflict,
    saving: save.isPending,
    removePdf,
    setRemovePdf,
    set: <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
    setName: (name: string) => {
      setValues((current) => withName(current, name, slugByHand));
      clearError("name");
    },
    setSlug: (slug: string) => {
      setSlugByHand(true);
      setValues((current) => ({ ...current, slug }));
      clearError("slug");
    },
    // Leaving the slug field applies the slug rule to what was typed ("Zebra ZD421" → "zebra-zd421").
    tidySlug: () => setValues((current) => ({ ...current, slug: slugify(current.slug) })),
    setCategory: (category: string) => {
      setValues((current) => withCategory(current, category));
      clearError("category");
    },
    setFile: (field: keyof ProductFiles, file: File | null) => {
      setFiles((current) => ({ ...current, [field]: file }));
      clearError(field);
    },
    submit: () => {
      if (save.isPending) return;
      const found = validateProduct(values, files, mode);
      if (Object.keys(found).length > 0) {
        showErrors(found);
        return;
      }
      setErrors({});
      const edit =
        target.version === undefined ? undefined : { version: target.version, removePdf };
      save.mutate(productFormData(values, files, edit));
    },
  };
}

/** The form's state, as the form's sections receive it. */
export type ProductFormState = ReturnType<typeof useProductForm>;
