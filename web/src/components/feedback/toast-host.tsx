import { useEffect } from 'react';
import { notification } from 'antd';
import { registerToastApi, TOAST_PLACEMENT, TOAST_TOP_PX } from '@/lib/toast';

/**
 * Hands a themed notification instance (maxCount 1, below the header) to lib/toast. Render once inside the
 * ConfigProvider. Not antd's <App>: its modal and message hosts would put Modal (and through it the form
 * library) into every page's first download.
 */
export function ToastHost() {
  const [api, contextHolder] = notification.useNotification({
    maxCount: 1,
    placement: TOAST_PLACEMENT,
    top: TOAST_TOP_PX,
  });
  useEffect(() => {
    registerToastApi(api);
    return () => registerToastApi(null);
  }, [api]);
  return contextHolder;
}
