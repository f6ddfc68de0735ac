// Adds the jest-dom matchers (toBeInTheDocument, ...) that jest.dom-setup.cjs installs, and jest-axe's.
/// <reference types="@testing-library/jest-dom" />
/// <reference types="jest-axe" />
