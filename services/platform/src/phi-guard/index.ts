export { findPhi } from './find-phi';
export type { PhiFinding, PhiKind } from './types';
export { PhiConfirmationTokens, type PhiRefusalSubject } from './confirmation-token';
export { checkPhi, findPhiInFields, maskConfirmedPhi, type ConfirmedPhi, type PhiTextFields } from './phi-check';
export {
  PHI_CONFIRMATIONS_COLLECTION,
  PhiConfirmationModel,
  PhiConfirmations,
  PhiGuardModule,
  phiConfirmationSchema,
  type PhiConfirmationDocument,
  type PhiTargetType,
  type PhiWrite,
} from './phi-confirmations';
