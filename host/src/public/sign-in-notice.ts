// A message for the next login page a callback lands on (an external sign-in denied, expired,
// replayed, or with a state of another browser). Memory only: it is shown once, never stored.
let pending: string | null = null;

export function setSignInNotice(message: string): void {
  pending = message;
}

export function takeSignInNotice(): string | null {
  const message = pending;
  pending = null;
  return message;
}
