// Adds the jest-dom matchers (toBeInTheDocument, ...) that jest.dom-setup.cjs installs.
/// <reference types="@testing-library/jest-dom" />
