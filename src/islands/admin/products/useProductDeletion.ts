// Deleting products from the overview (document 3 §5, §7.2, §8): one product, or the selected ones
// with one call each; a confirmation first, then a success or failure notice and a fresh list.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessageOf } from "../admin-api.ts";
import { useConfirm } from "../ui/confirm.tsx";
import { useNotices } from "../ui/notices.tsx";
import { deleteProduct } from "./product-api.ts";
import {
  CONFIRM_DELETE_PRODUCT,
  confirmDeleteProducts,
  DELETE_FAILED,
  PRODUCT_DELETED,
  PRODUCTS_DELETED,
  SELECT_PRODUCTS_FIRST,
} from "./product-messages.ts";

/** A product as the list showed it. */
export interface ShownProduct {
  id: number;
}

// Deletes each product in turn; resolves with the ids that failed and the first failure's reason.
async function deleteEach(products: readonly ShownProduct[]) {
  const failed: number[] = [];
  let reason: string | undefined;
  for (const { id } of products) {
    try {
      await deleteProduct(id);
    } catch (error) {
      failed.push(id);
      reason ??= serverMessageOf(error) ?? (error instanceof Error ? error.message : undefined);
    }
  }
  return { failed, reason };
}

/** deleteOne(id) and deleteSelected(ids), each confirmed; `onDeleted` gets the ids now gone. */
export function useProductDeletion(onDeleted: (ids: number[]) => void) {
  const confirm = useConfirm();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: ({ products }: { products: ShownProduct[]; bulk: boolean }) => deleteEach(products),
    onSuccess: ({ failed, reason }, { products, bulk }) => {
      const ids = products.map((product) => product.id);
      onDeleted(ids.filter((id) => !failed.includes(id)));
      if (failed.length > 0) {
        const detail = ids.length > 1 ? ` (${failed.length} of ${ids.length} not deleted)` : "";
        notify("error", `${DELETE_FAILED}${detail}${reason ? `: ${reason}` : ""}`);
      } else notify("success", bulk ? PRODUCTS_DELETED : PRODUCT_DELETED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });

  const deleteOne = async (product: ShownProduct) => {
    if (await confirm(CONFIRM_DELETE_PRODUCT))
      deletion.mutate({ products: [product], bulk: false });
  };
  const deleteSelected = async (products: readonly ShownProduct[]) => {
    if (products.length === 0) {
      notify("error", SELECT_PRODUCTS_FIRST);
      return;
    }
    if (await confirm(confirmDeleteProducts(products.length))) {
      deletion.mutate({ products: [...products], bulk: true });
    }
  };
  return { deleteOne, deleteSelected, deleting: deletion.isPending };
}
