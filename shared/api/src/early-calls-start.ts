// The entry host/prerender.mjs bundles and writes into index.html, with the answer's nonce.
import { startEarlyCalls } from './early-calls';

startEarlyCalls();
