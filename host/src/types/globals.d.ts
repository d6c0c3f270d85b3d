declare global {
  interface Window {
    /** Extra origins remotes may be served from (a CDN), injected by the gateway's config. */
    __PORTAL_REMOTE_ORIGINS__?: string[];
  }
}
declare module '*.css';
declare module '*.woff2' {
  const url: string;
  export default url;
}
export {};
