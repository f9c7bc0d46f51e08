import { useEffect } from 'react';
import { notify } from '../components/ui/toast-store.ts';

/** Background notices when the connection drops or returns. */
export function NetworkNotices() {
  useEffect(() => {
    const offline = () =>
      notify({
        title: "You're offline",
        description: 'Larder keeps working with what is saved on this device.',
      });
    const online = () => notify({ title: 'Back online', tone: 'success' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
