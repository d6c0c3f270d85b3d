/** Whether the focused element takes typed text (where `/` is a character, not a command). */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}

/**
 * Ctrl+K (⌘K on a Mac) anywhere, or `/` outside a text field. By the key's place as well as its
 * character: on the Persian layout the K key types «ن».
 */
export function opensSearch(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey) return event.code === 'KeyK' || event.key.toLowerCase() === 'k';
  if (event.ctrlKey || event.metaKey) return false;
  return (event.key === '/' || (event.code === 'Slash' && !event.shiftKey)) && !typesText(event.target);
}
