// A start-up step (bootstrap.tsx): the store's shared libraries evaluate here, in a task of their own,
// before the portal's core uses them (re-exported: a bare import of a package without side effects
// would be left out of the build).
export { configureStore } from '@reduxjs/toolkit';
export { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
export { Provider } from 'react-redux';
