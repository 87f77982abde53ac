import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** docs/product-spec.md section 9: at most one toast at once, shown for 3000 ms by default. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

export type ToastInput = Omit<Toast, 'id' | 'variant' | 'durationMs'> &
  Partial<Pick<Toast, 'variant' | 'durationMs'>>;

interface ToastState {
  items: Toast[];
  nextId: number;
}

const initialState: ToastState = { items: [], nextId: 1 };

export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        // The newest toast wins; older ones beyond the limit are dropped.
        state.items = [action.payload, ...state.items].slice(0, TOAST_LIMIT);
        state.nextId = Math.max(state.nextId, action.payload.id + 1);
      },
      prepare(input: ToastInput & { id: number }) {
        const payload: Toast = { variant: 'default', durationMs: TOAST_DURATION_MS, ...input };
        return {
          payload,
        };
      },
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
