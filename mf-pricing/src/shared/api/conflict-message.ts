/**
 * The `errorMessage` of a 409 answer (`{errorMessage, errors: []}`, spec §8 shape; e.g. SalesPriceMessages
 * previewOutdated, batchUndone, batchChanged, PriceTierMessages.inUse, IndexationMessages closed, alreadyClosed,
 * applied), or undefined for any other failure. Translate it with pricingMessageText. Shared by the price tiers, the
 * bulk edit, the indexations and the indexation reset: @portal/api's normalizeError says only "Something went wrong.
 * (Conflict)" for a 409, while these answers name the reason.
 */
export function conflictMessage(error: unknown): string | undefined {
  const response = (error as { response?: { status?: number; data?: { errorMessage?: unknown } } } | null)
    ?.response;
  const text = response?.status === 409 ? response.data?.errorMessage : undefined;
  return typeof text === 'string' && text.trim() ? text : undefined;
}
