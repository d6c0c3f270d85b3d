/** Hourly prices are monthly / 720 (a 30-day month), as the catalogue defines them. */
export const HOURS_PER_MONTH = 720;
