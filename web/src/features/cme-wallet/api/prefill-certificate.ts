import { ApiRoutes, type CertificatePrefill, type ContentUploadResponse } from '@docnet/contracts';
import { apiPost } from '@/lib/api-client';

/**
 * A certificate (PDF or photo) uploaded through the uploads pipeline (POST /api/uploads/content: stripped of its
 * metadata, its text read), then what its text says (POST /api/cme-wallet/certificates/prefill) for the credit form.
 */
export async function uploadCertificate(file: File): Promise<CertificatePrefill> {
  const body = new FormData();
  body.append('file', file);
  const { attachmentUrl } = await apiPost<ContentUploadResponse>(ApiRoutes.uploadsContent, body);
  return apiPost<CertificatePrefill>(ApiRoutes.cmeWalletCertificatePrefill, { certificateUrl: attachmentUrl });
}
