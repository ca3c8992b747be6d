import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OFFLINE_WRITE_MESSAGE, OFFLINE_WRITE_REFUSED } from '@/service-worker/offline-rules';
import { useOnline } from '../hooks/use-online';

/**
 * While the device has no network: a banner under the header saying so, with the way to the saved items. A change
 * the member tries meanwhile is refused by the service worker; the banner then says it was not sent (screens keep
 * their own failure toasts, which cannot tell an outage from a refusal).
 */
export function OfflineBanner() {
  const online = useOnline();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (online) setRefused(false);
  }, [online]);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === OFFLINE_WRITE_REFUSED) setRefused(true);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);
  if (online) return null;
  return (
    // Along the bottom edge, above the home indicator: the header and the screen stay as they were.
    <div
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 1000,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <Alert
        banner
        type="warning"
        role={refused ? 'alert' : 'status'}
        message={refused ? OFFLINE_WRITE_MESSAGE : 'You are offline.'}
        description={
          <>
            Saved articles, CME opportunities and your events can still be read:{' '}
            <Link to={paths.saved.getHref()}>Read saved items</Link>. Changes are not sent until you are back
            online.
          </>
        }
      />
    </div>
  );
}
