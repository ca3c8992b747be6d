/**
 * How members reach support, named once for every static page. The address, phone and email are the
 * product's published contact points (placeholders until the operator sets real ones).
 */
export const support = {
  email: 'support@docnet.example',
  privacyEmail: 'privacy@docnet.example',
  phone: '(555) 010-2400',
  urgentPhone: '(555) 010-2499',
  phoneHours: 'Monday to Friday, 9am-5pm EST',
  office: ['DocNet Inc.', '100 Harbor Point Drive, Suite 400', 'Baltimore, MD 21202'],
} as const;
