// The sandbox's test instruments and the rules a card page checks before it
// charges anything: a Luhn-valid number, an expiry that has not passed, a
// 3 or 4 digit security code. Which test instrument approves is decided here
// too, so the page and its tests agree on one list. Pure functions only.
import { NZ_TIME_ZONE } from '../../../shared/format/nzTimeZone';

/** What the sandbox answers to a payment: the provider's response text goes with it. */
export type PaymentDecision = { approved: true; responseText: 'APPROVED' } | { approved: false; responseText: string };

export const APPROVED: PaymentDecision = { approved: true, responseText: 'APPROVED' };
export const DECLINED: PaymentDecision = { approved: false, responseText: 'DECLINED' };
export const CARD_NOT_ACCEPTED: PaymentDecision = { approved: false, responseText: 'Card not accepted in the sandbox' };

export interface TestCard {
  /** As the page shows it, in groups of four. */
  number: string;
  approves: boolean;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', approves: true },
  { number: '4000 0000 0000 0002', approves: false },
];

export interface TestBank {
  /** The form value. */
  id: string;
  name: string;
  approves: boolean;
}

/** Account2Account: the payer picks a bank; these two stand in for them. */
export const TEST_BANKS: readonly TestBank[] = [
  { id: 'sandbox-bank-approves', name: 'Sandbox Bank (approves)', approves: true },
  { id: 'sandbox-bank-declines', name: 'Sandbox Bank (declines)', approves: false },
];

/** The digits of a card number as typed: spaces and hyphens between groups are allowed. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** 12 to 19 digits whose Luhn checksum holds (the check every card page makes before it asks the bank). */
export function isLuhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Every second digit from the right is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** MM/YY (spaces around the slash allowed, or MMYY as autofill sometimes sends it); undefined otherwise. */
export function parseExpiry(typed: string): CardExpiry | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/?\s*([0-9]{2})\s*$/.exec(typed);
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

const NZ_YEAR_MONTH = new Intl.DateTimeFormat('en-NZ', { timeZone: NZ_TIME_ZONE, year: 'numeric', month: 'numeric' });

/** A card works to the end of its expiry month; "now" is New Zealand's month, where the payer is. */
export function isExpiryCurrent(typed: string, asOf: Date): boolean {
  const expiry = parseExpiry(typed);
  if (!expiry) return false;
  const parts = NZ_YEAR_MONTH.formatToParts(asOf);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** 3 digits, or 4 (American Express). */
export function isCvcValid(typed: string): boolean {
  return /^[0-9]{3,4}$/.test(typed.trim());
}

/** A Luhn-valid card's outcome: the two test cards as listed, any other card declined. */
export function decideCard(digits: string): PaymentDecision {
  const card = TEST_CARDS.find((candidate) => cardDigits(candidate.number) === digits);
  if (!card) return CARD_NOT_ACCEPTED;
  return card.approves ? APPROVED : DECLINED;
}

/** The chosen test bank's outcome; undefined when the value names no test bank. */
export function decideBank(bankId: string): PaymentDecision | undefined {
  const bank = TEST_BANKS.find((candidate) => candidate.id === bankId);
  if (!bank) return undefined;
  return bank.approves ? APPROVED : DECLINED;
}
