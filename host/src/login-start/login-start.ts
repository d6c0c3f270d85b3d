// The only script login.html loads: host/prerender.mjs builds it and puts it in place of the
// app's entry, which it names in data-app (and the web fonts' files the page shows, by weight, in
// data-fonts). See start-on-engagement.ts.
// Deep import on purpose: the package root would bring the session store and zustand along.
import { STORAGE_KEYS } from '@portal/session/src/storage-keys';
import { parseWebFonts } from './apply-web-fonts';
import { startOnEngagement } from './start-on-engagement';

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.loginInfo) !== null;
  } catch {
    // Storage refused (a browser's privacy setting): there is no session to pick up.
    return false;
  }
}

const { app, fonts } = (document.currentScript as HTMLScriptElement).dataset;
startOnEngagement({ appEntry: app!, fonts: parseWebFonts(fonts), storedSession: hasStoredSession() });
