// The prerendered login form is on screen before the app starts; hydration resets its inputs to
// React's (empty) state. Whatever the user typed in that moment is kept here and put back.
let typed: Record<string, string> = {};
let focusedId: string | null = null;

export function captureTypedValues(container: HTMLElement): void {
  typed = {};
  container.querySelectorAll<HTMLInputElement>('input[id]').forEach((input) => {
    if (input.value) typed[input.id] = input.value;
  });
  const active = document.activeElement;
  focusedId = active instanceof HTMLInputElement && container.contains(active) ? active.id : null;
}

/** The captured values once (later mounts start clean), and the id of the focused input. */
export function takeTypedValues(): { values: Record<string, string>; focusedId: string | null } {
  const result = { values: typed, focusedId };
  typed = {};
  focusedId = null;
  return result;
}
