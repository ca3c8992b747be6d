import { useEffect } from 'react';
import { App } from 'antd';
import { registerToastApi } from '@/lib/toast';

/** Hands antd's <App> notification instance (themed, maxCount 1) to lib/toast. Render once inside <App>. */
export function ToastHost() {
  const { notification } = App.useApp();
  useEffect(() => {
    registerToastApi(notification);
    return () => registerToastApi(null);
  }, [notification]);
  return null;
}
