// The head script of every host page (host/prerender.mjs writes it in with the answer's CSP
// nonce, never as a file): the stored scheme is on <html> before the first paint, and the page
// follows the system's setting even before the app's script has started (the login page waits
// for the user to engage).
import { applyScheme, followScheme } from './color-scheme';

applyScheme();
followScheme();
