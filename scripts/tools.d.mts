// Types of tools.mjs for the bench steps written in TypeScript.
export const root: string;
export function log(message: string): void;
