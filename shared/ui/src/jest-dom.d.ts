// Types of the @testing-library/jest-dom matchers loaded by shared/ui/test/setup-dom.js.
/// <reference types="@testing-library/jest-dom" />
