/** Cents → '$12.00' for mails and descriptions (the pages format with app/lib/money.ts). */
export function formatUsd(amountCents: number): string {
  return `$${(amountCents / 100).toFixed(2)}`
}
