/**
 * The `errorMessage` of a 409 answer (`{errorMessage, errors: []}`, spec §8 shape; e.g. SalesPriceMessages
 * previewOutdated, batchUndone, batchChanged), or undefined for any other failure. Translate it with
 * pricingMessageText.
 */
export function conflictMessage(error: unknown): string | undefined {
  const response = (error as { response?: { status?: number; data?: { errorMessage?: unknown } } } | null)
    ?.response;
  const text = response?.status === 409 ? response.data?.errorMessage : undefined;
  return typeof text === 'string' && text.trim() ? text : undefined;
}
