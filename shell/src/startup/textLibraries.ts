// A start-up step (bootstrap.tsx): the texts' shared libraries evaluate here, in a task of their own,
// before the portal's core uses them (re-exported: see storeLibraries.ts).
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
