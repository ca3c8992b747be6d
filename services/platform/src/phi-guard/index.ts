export { findPhi } from './find-phi';
export type { PhiFinding, PhiKind } from './types';
