// Handicapper program texts: the rules card (docs/product.md §5-§6) and the benefits card
// (docs/product.md §9), each rule built from its one statement in domain.
import { REVENUE_SHARE_RULE } from '@domain/rules/catalogue';
import { CAPPER_RULES } from '@domain/rules/marketplace';

export const RULES: string[] = [...CAPPER_RULES];

export const BENEFITS: string[] = [
  REVENUE_SHARE_RULE,
  'Paid monthly by direct deposit, an online payment service or bank transfer.',
  'Your record is graded automatically and shown on your public profile.',
];
