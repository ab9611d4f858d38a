// Payment is simulated: no card is stored, so the Payment Method panel shows this
// sample card under a "Sample data" badge. Its expiry is always two years ahead of today.

export interface PaymentMethod {
  cardType: string;
  lastFour: string;
  /** MM/yy, as printed on the card. */
  expiryDate: string;
}

export function samplePaymentMethod(today: Date = new Date()): PaymentMethod {
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const year = String((today.getFullYear() + 2) % 100).padStart(2, '0');
  return { cardType: 'Visa', lastFour: '4242', expiryDate: `${month}/${year}` };
}
