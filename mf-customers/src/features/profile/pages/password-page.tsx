/** STUB (issue 3): replaced by the real screen. */
export function PasswordPage() {
  return null;
}
