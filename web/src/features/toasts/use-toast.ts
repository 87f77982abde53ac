import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toastAdded, type ToastInput } from './toast.slice';

let counter = 0;

/** `toast({ title, description, variant })`: shows one toast, replacing any on screen. */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (input: ToastInput) => {
      counter += 1;
      dispatch(toastAdded({ ...input, id: Date.now() * 1000 + (counter % 1000) }));
    },
    [dispatch],
  );
}
