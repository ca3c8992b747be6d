import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { SWRConfig } from 'swr';
import { ToastHost } from '@/components/feedback/toast-host';
import { swrConfig } from '@/lib/swr';

/** App-wide providers: antd theme and <App> (one toast at a time), swr defaults of the spec. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enUS} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 8 } }}>
      <AntApp notification={{ maxCount: 1, placement: 'bottomRight' }} message={{ maxCount: 1 }}>
        <ToastHost />
        <SWRConfig value={swrConfig}>{children}</SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
