/**
 * The Content-Security-Policy of the SPA's documents, whoever serves them: the BFF (`npm start`, the test
 * stacks) sends it, and nginx (production) carries a copy that tests/compose holds equal to it. The built SPA
 * loads only its own scripts and styles; antd injects its styles at run time, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Every header the SPA's documents carry for their protection, with the same values from the BFF and from nginx. */
export const DOCUMENT_SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
} as const;
