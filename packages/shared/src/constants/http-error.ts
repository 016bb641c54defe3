/** The client's message when the server gave none (docs/product.md §7). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}
