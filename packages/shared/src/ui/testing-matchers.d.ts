// The DOM matchers (toBeInTheDocument, toBeDisabled, …) that scripts/jest/setup-dom.cjs installs.
/// <reference types="@testing-library/jest-dom" />
