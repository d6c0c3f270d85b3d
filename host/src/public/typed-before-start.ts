// The prerendered login form is on screen, and usable, before the app starts (src/login-start).
// Hydration resets its inputs to React's (empty) state: whatever the user typed is kept here and
// put back.
let typed: Record<string, string> = {};
let focusedId: string | null = null;

function inputValues(container: ParentNode): Record<string, string> {
  const values: Record<string, string> = {};
  container.querySelectorAll<HTMLInputElement>('input[id]').forEach((input) => {
    if (input.value) values[input.id] = input.value;
  });
  return values;
}

export function captureTypedValues(container: HTMLElement): void {
  typed = inputValues(container);
  const active = document.activeElement;
  focusedId = active instanceof HTMLInputElement && container.contains(active) ? active.id : null;
}

/**
 * The captured values once (later mounts start clean), and the id of the focused input. What the
 * inputs show now wins over the capture: typing goes on while the app hydrates.
 */
export function takeTypedValues(container: ParentNode = document): { values: Record<string, string>; focusedId: string | null } {
  const result = { values: { ...typed, ...inputValues(container) }, focusedId };
  typed = {};
  focusedId = null;
  return result;
}
