// What the host build and the gateway agree on for the shell's frame: the
// markup a page opened at an area's path paints before any script has run (host/src/shell-frame).

/** Where the host's frame template leaves the sidebar's area groups for the gateway to write. */
export const SHELL_FRAME_SIDEBAR_SLOT = '<!--portal:sidebar-->';
/** The host build's frame template, beside its index.html. */
export const SHELL_FRAME_FILE = 'shell-frame.html';
