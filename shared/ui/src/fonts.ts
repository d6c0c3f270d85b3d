/**
 * Side-effect import of the self-hosted Vazirmatn faces: `import '@portal/ui/fonts'`.
 * (Or import the CSS directly: `import '@portal/ui/fonts.css'`.)
 */
import './fonts.css';

/** The woff2 files behind fonts.css, relative to node_modules (for preload links). */
export const fontFiles = {
  400: 'vazirmatn/fonts/webfonts/Vazirmatn-Regular.woff2',
  500: 'vazirmatn/fonts/webfonts/Vazirmatn-Medium.woff2',
  700: 'vazirmatn/fonts/webfonts/Vazirmatn-Bold.woff2',
} as const;
