import { useEffect, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import {
  currentInstallHintEnvironment,
  rememberInstallHintShown,
  shouldShowInstallHint,
} from '../utils/install-hint';

/**
 * On an iPhone or iPad in Safari, where no install prompt exists: the manual steps, once, at the bottom of the
 * screen, with a close button. Remembered as shown on first display, so it never comes back.
 */
export function InstallHint() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!shouldShowInstallHint(currentInstallHintEnvironment())) return;
    rememberInstallHintShown();
    setVisible(true);
  }, []);
  if (!visible) return null;
  return (
    // Above the page's bottom edge and the home indicator, clear of the assistant's button on the right.
    <div
      style={{
        position: 'fixed',
        left: 12,
        right: 80,
        bottom: 'calc(12px + env(safe-area-inset-bottom))',
        maxWidth: 420,
        zIndex: 1000,
      }}
    >
      <Alert
        type="info"
        role="note"
        message="Install DocNet on this device"
        description="Tap Share, then 'Add to Home Screen': DocNet then opens like an app, without the browser's bars."
        action={
          <Button
            type="text"
            aria-label="Dismiss install hint"
            icon={<CloseOutlined />}
            onClick={() => setVisible(false)}
          />
        }
      />
    </div>
  );
}
