import { Button } from 'antd';
import type { ConnectionUser } from '@docnet/contracts';
import type { ConnectionState } from '@/lib/connection-state';
import type { ConnectWording } from '@/lib/connections';

export interface SuggestionConnectButtonProps {
  user: ConnectionUser;
  state: ConnectionState;
  wording: ConnectWording;
  onConnect: (user: ConnectionUser, wording: ConnectWording) => Promise<void>;
  size?: 'small' | 'middle';
}

/** Connect on a suggestion; a pending connection in either direction shows 'Pending', disabled. */
export function SuggestionConnectButton({ user, state, wording, onConnect, size = 'middle' }: SuggestionConnectButtonProps) {
  if (state === 'accepted') {
    return (
      <Button size={size} disabled>
        Connected
      </Button>
    );
  }
  if (state === 'pending') {
    return (
      <Button size={size} disabled>
        Pending
      </Button>
    );
  }
  return (
    <Button type="primary" size={size} onClick={() => void onConnect(user, wording)}>
      Connect
    </Button>
  );
}
