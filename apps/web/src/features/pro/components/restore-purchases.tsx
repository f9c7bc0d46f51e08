import { Button } from '../../../components/ui/button.tsx';
import { useNativePurchases } from '../native/use-native-purchases.ts';

/** Profile's "Restore purchases", in the native app: the store's purchases looked up again (spec §8 toasts). */
export function RestorePurchases() {
  const { restore, restoreState } = useNativePurchases();
  return (
    <Button variant="ghost" onClick={() => void restore()} disabled={restoreState.isRestoring}>
      {restoreState.isRestoring ? 'Restoring…' : 'Restore purchases'}
    </Button>
  );
}
