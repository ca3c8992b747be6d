export { findPhi } from './find-phi';
export type { PhiFinding, PhiKind } from './types';
export { checkPhi, findPhiInFields, type ConfirmedPhi, type PhiTextFields } from './phi-check';
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
