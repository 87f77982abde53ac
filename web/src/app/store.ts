import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { toastSlice } from '../features/toasts/toast.slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [toastSlice.name]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
