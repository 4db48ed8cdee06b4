// The product screens' texts (document 3 §5, §8), exactly as the specification gives them.

/** Confirmations before deleting. */
export const CONFIRM_DELETE_PRODUCT = "Are you sure you want to delete this product?";
/** The bulk confirmation; "{n} products" as the spec writes it, "1 product" for one. */
export const confirmDeleteProducts = (count: number) =>
  `Are you sure you want to delete ${count} ${count === 1 ? "product" : "products"}?`;
/** Bulk delete with nothing selected. */
export const SELECT_PRODUCTS_FIRST = "Please select products to delete";

/** Successes. */
export const PRODUCT_ADDED = "Product added successfully!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_DELETED = "Product deleted successfully!";
export const PRODUCTS_DELETED = "Products deleted successfully!";

/** Failures: the save alert names the server's error, else 'Unknown error'. */
export const productSaveFailed = (mode: "add" | "edit", reason: string | undefined) =>
  `Error ${mode === "add" ? "adding" : "updating"} product: ${reason ?? "Unknown error"}`;
export const DELETE_FAILED = "Error deleting product(s)";
