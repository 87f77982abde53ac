import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { withWords } from '../../i18n/catalogue';

const SupportModal = lazy(() => withWords(import('./SupportModal')));

interface SupportContextValue {
  openSupport: () => void;
}

const SupportContext = createContext<SupportContextValue>({ openSupport: () => undefined });

/** Holds the support modal's open state; the modal's code loads the first time it opens. */
export function SupportProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const openSupport = useCallback(() => {
    setEverOpened(true);
    setOpen(true);
  }, []);
  const value = useMemo(() => ({ openSupport }), [openSupport]);
  return (
    <SupportContext.Provider value={value}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <SupportModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </SupportContext.Provider>
  );
}

export function useSupport(): SupportContextValue {
  return useContext(SupportContext);
}
