/** docs/product.md §3 contact-form subjects, with the labels shown in the select. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const;

/** docs/product.md §9: the contact form's simulated send lasts 1.5 s. */
export const CONTACT_SEND_MS = 1500;
