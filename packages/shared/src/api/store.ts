import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './slice';
import { sessionSlice } from '../session/sessionSlice';
import { readTabSession, writeTabSession } from '../session/tabSession';

/**
 * The root reducer of the one store (DESIGN.md §4). Remotes add their slices with
 * injectSlice(slice) (= rootReducer.inject) when they are loaded.
 */
export const rootReducer = combineSlices(api, sessionSlice);

// Lazily injected slices are typed by the remotes through `withLazyLoadedSlices` in their own files.
export type RootState = ReturnType<typeof rootReducer>;

export const injectSlice = rootReducer.inject.bind(rootReducer) as typeof rootReducer.inject;

/**
 * The one listener middleware of the store. A module adds its effects when it is loaded
 * (`listenerMiddleware.startListening(...)`), e.g. persisting a list slice to sessionStorage,
 * without the shell knowing the module.
 */
export const listenerMiddleware = createListenerMiddleware();

export function createPortalStore(preloadedState?: Partial<RootState>) {
  const tabSession = preloadedState ? null : readTabSession();
  const initial = tabSession ? { session: { ...sessionSlice.getInitialState(), ...tabSession } } : preloadedState;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial as RootState | undefined,
    // The development-only checks would walk every cached list (10,000 rows, DESIGN.md §10); the
    // API cache holds parsed JSON, which is serialisable and never mutated.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: ['api'], warnAfter: 200 },
        serializableCheck: { ignoredPaths: ['api'], warnAfter: 200 },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);

  let savedSession = store.getState().session;
  store.subscribe(() => {
    const session = store.getState().session;
    if (session === savedSession) return;
    savedSession = session;
    writeTabSession(session);
  });
  return store;
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<PortalStore>();
