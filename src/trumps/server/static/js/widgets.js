// widgets.js — pieces drawn on both the live table and the after-hand review: a hand by suit
// (cards as buttons when you may play from it), the cards of a trick around the centre, and
// the auction grid whose calls show their explanation on hover, focus or tap.
import { h } from './dom.js';
import { inLanguage, t } from './i18n.js';
import { SUITS, cardLabel, callLabel, callText, rankText, suitColour, suitSymbol } from './cards.js';

const AUCTION_COLUMNS = ['W', 'N', 'E', 'S'];

/**
 * A hand, one row per suit. `playable` (a Set of card codes) makes the cards buttons, the
 * legal ones enabled; onPlay(code) is called when one is chosen. `hinted` is a card code.
 */
export function handView(hand, { label, playable = null, onPlay = null, hinted = null } = {}) {
  const toPlay = playable && playable.size > 0;
  return h('div', { class: `hand${toPlay ? ' to-play' : ''}`, role: 'group', 'aria-label': label, 'data-group': playable ? 'cards' : null },
    SUITS.map((suit) => h('div', { class: `suit-row ${suitColour(suit)}` },
      h('span', { class: 'suit-symbol', 'aria-hidden': 'true' }, suitSymbol(suit)),
      hand[suit].length === 0 ? h('span', { class: 'void', 'aria-label': `${t(`suit_${suit}`)}: —` }, '—') : null,
      hand[suit].map((code) => {
        const name = cardLabel(code);
        if (!playable) return h('span', { class: 'card-text', role: 'img', 'aria-label': name }, rankText(code[1]));
        const legal = playable.has(code);
        return h('button', {
          type: 'button', class: `card${code === hinted ? ' hinted' : ''}`, 'data-key': `card:${code}`,
          'data-card': code, 'aria-label': name, disabled: !legal, onclick: () => onPlay(code),
        }, rankText(code[1]));
      }))));
}

/** A hidden hand: a card back and how many cards are left. */
export function hiddenHand(count) {
  return h('div', { class: 'hidden-hand' }, h('span', { class: 'card-back', 'aria-hidden': 'true' }),
    h('span', {}, t('cards_left', { n: count })));
}

/** A played card, face up. */
export function faceCard(code, extra = {}) {
  return h('span', { class: `face-card ${suitColour(code[0])}`, role: 'img', 'aria-label': cardLabel(code), ...extra },
    h('span', { class: 'rank' }, rankText(code[1])), h('span', { class: 'suit' }, suitSymbol(code[0])));
}

/** The cards of a trick placed around the centre; `positionOf(seat)` is top/left/right/bottom. */
export function trickView(cards, positionOf, { caption = null, faded = false, winner = null } = {}) {
  return h('div', { class: `trick${faded ? ' faded' : ''}`, role: 'group', 'aria-label': caption || t('trick') },
    caption ? h('span', { class: 'trick-caption' }, caption) : null,
    cards.map(({ seat, card }) => h('div', { class: `trick-slot ${positionOf(seat)}${seat === winner ? ' winner' : ''}` },
      faceCard(card, { 'aria-label': `${t(`seat_${seat}`)}: ${cardLabel(card)}`, 'data-played': card }))));
}

/** The auction as a W N E S grid; each call is a button describing itself by its explanation. */
export function auctionGrid(entries, dealer, { next = null, idPrefix = 'call' } = {}) {
  const cells = [];
  for (let i = 0; i < AUCTION_COLUMNS.indexOf(dealer); i += 1) cells.push(h('td', {}));
  entries.forEach((entry, index) => {
    const id = `${idPrefix}-${index}`;
    const explanation = inLanguage(entry.explanations, entry.explanation);
    const explained = explanation && explanation !== 'pass';
    cells.push(h('td', {},
      h('button', {
        type: 'button', class: `call-cell strain-${entry.call.slice(1) || entry.call}`,
        'aria-label': `${t(`seat_${entry.seat}`)}: ${callLabel(entry.call)}`,
        'aria-describedby': explained ? id : null, title: explanation || null, 'data-call-index': index,
      }, callText(entry.call)),
      explained ? h('span', { class: 'tip', role: 'tooltip', id }, explanation) : null));
  });
  if (next) cells.push(h('td', { class: 'next-call', 'aria-label': t('waiting_for', { seat: t(`seat_${next}`) }) }, '?'));
  const rows = [];
  for (let i = 0; i < cells.length; i += 4) rows.push(h('tr', {}, cells.slice(i, i + 4)));
  return h('table', { class: 'auction' },
    h('thead', {}, h('tr', {}, AUCTION_COLUMNS.map((seat) => h('th', { scope: 'col', class: seat === dealer ? 'dealer' : '' },
      t(`seat_${seat}`))))),
    h('tbody', {}, rows));
}
