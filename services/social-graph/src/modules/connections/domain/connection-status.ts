import type { ConnectionStatus } from '@docnet/contracts';

/** A removed connection or a withdrawn request stays as a record (its event is relayed from it) but is never answered over HTTP. */
export type StoredConnectionStatus = ConnectionStatus | 'removed' | 'withdrawn';
