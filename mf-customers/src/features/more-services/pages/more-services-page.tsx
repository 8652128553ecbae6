/** STUB (issue 3): replaced by the real screen. */
export function MoreServicesPage() {
  return null;
}
