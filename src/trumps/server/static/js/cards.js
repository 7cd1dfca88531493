// cards.js — how cards and calls are written and read: suit symbols, what a screen reader
// says ("ace of spades", "one no trump"), and parsing what a player types (1NT, X, P, SA).
// Codes are the server's: cards "SA" "HT" "D2", calls "Pass" "X" "XX" "1C" .. "7NT".
import { t } from './i18n.js';

export const SUITS = ['S', 'H', 'D', 'C'];
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'];
export const SEATS = ['N', 'E', 'S', 'W'];
const SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function suitSymbol(suit) {
  return SYMBOLS[suit];
}

/** 'red' for hearts and diamonds, '' otherwise (a CSS class). */
export function suitColour(suit) {
  return suit === 'H' || suit === 'D' ? 'red' : 'black';
}

export function rankText(rank) {
  return rank === 'T' ? '10' : rank;
}

/** "A♠" */
export function cardText(code) {
  return rankText(code[1]) + SYMBOLS[code[0]];
}

/** "ace of spades" / "ás de espadas" */
export function cardLabel(code) {
  return t('card_name', { rank: t(`rank_${code[1]}`), suit: t(`suit_${code[0]}`) });
}

/** The strain as shown in a bid: a suit symbol, or NT (ST in Portuguese). */
export function strainText(strain) {
  return strain === 'NT' ? t('nt_short') : SYMBOLS[strain];
}

/** "1♠", "Pass" — short text of a call. */
export function callText(call) {
  if (call === 'Pass') return t('pass');
  if (call === 'X' || call === 'XX') return call;
  return call[0] + strainText(call.slice(1));
}

/** "one no trump", "two spades", "double" — what a screen reader says for a call. */
export function callLabel(call) {
  if (call === 'Pass') return t('pass_name');
  if (call === 'X') return t('double_name');
  if (call === 'XX') return t('redouble_name');
  const level = Number(call[0]);
  const strain = call.slice(1);
  return `${t(`level_${level}`)} ${t(level === 1 ? `strain_${strain}` : `strains_${strain}`)}`;
}

/** The contract as text: "4♠X by South", or "passed out". */
export function contractText(contract) {
  if (!contract) return t('passed_out');
  return t('contract_by', { contract: contract.level + strainText(contract.strain) + contract.doubling,
    seat: t(`seat_${contract.declarer}`) });
}

/**
 * What a player typed, as {kind: 'call', call} or {kind: 'card', card}, or null.
 * Calls: P / PASS / PASSE, X / D / DBL / DOBRO, XX / R / RDBL / REDOBRO, 1C .. 7NT (also 1N,
 * 1ST, and suit symbols). Cards: suit then rank or rank then suit: SA, AS, S10, 10S, ST, ♠A.
 */
export function parseTyped(text) {
  let s = text.trim().toUpperCase().replace(/\s+/g, '');
  for (const [suit, symbol] of Object.entries(SYMBOLS)) s = s.replaceAll(symbol, suit);
  if (['P', 'PASS', 'PASSE', 'PASSO', '-'].includes(s)) return { kind: 'call', call: 'Pass' };
  if (['X', 'D', 'DBL', 'DOUBLE', 'DOBRO'].includes(s)) return { kind: 'call', call: 'X' };
  if (['XX', 'R', 'RDBL', 'REDOUBLE', 'REDOBRO'].includes(s)) return { kind: 'call', call: 'XX' };
  let m = s.match(/^([1-7])(NT|N|ST|C|D|H|S)$/);
  if (m) return { kind: 'call', call: m[1] + (['N', 'ST'].includes(m[2]) ? 'NT' : m[2]) };
  m = s.match(/^([SHDC])(10|[2-9TJQKA])$/);
  if (m) return { kind: 'card', card: m[1] + (m[2] === '10' ? 'T' : m[2]) };
  m = s.match(/^(10|[2-9TJQKA])([SHDC])$/);
  if (m) return { kind: 'card', card: m[2] + (m[1] === '10' ? 'T' : m[1]) };
  return null;
}

/** The seat `steps` places clockwise from `seat`. */
export function seatAfter(seat, steps) {
  return SEATS[(SEATS.indexOf(seat) + steps + 4) % 4];
}

/** 'ns' or 'ew' */
export function sideOf(seat) {
  return seat === 'N' || seat === 'S' ? 'ns' : 'ew';
}
