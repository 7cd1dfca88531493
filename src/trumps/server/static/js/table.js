// table.js — the table page (table.html?session=ID&token=T): draws the view the server sends
// for this link (your hand, dummy, the trick, the auction, the bidding box with only legal
// calls, claims, the scores), sends your actions, and announces each new call and card to
// screen readers. Every view is a whole state; this page holds nothing the view does not.
import { LiveTable, api, query, saveLink } from './api.js';
import { arrowKeys, fill, h } from './dom.js';
import { applyStatic, inLanguage, languageSwitch, t } from './i18n.js';
import { callLabel, callText, cardLabel, contractText, parseTyped, seatAfter, sideOf } from './cards.js';
import { Review } from './review.js';
import { scorePanel } from './scoresheet.js';
import { auctionGrid, handView, hiddenHand, trickView } from './widgets.js';

const params = new URLSearchParams(location.search);
const session = params.get('session');
const token = params.get('token');
const watchTable = params.has('table') ? Number(params.get('table')) : null;
const $ = (id) => document.getElementById(id);

let view = null;        // the newest view
let hint = null;        // {event, action, text} from the hint button
let status = 'connecting';
let live = null;
let keyboardUser = false; // the player moves with the keyboard: keep the focus on the next legal choice
const review = new Review($('review'), { session, token, table: watchTable });

const seatName = (seat) => t(`seat_${seat}`);
const table = () => view && view.table;
// Your position at the table: your seat, except in three-handed play, where you may sit at
// West's place for a hand (the widow moved opposite declarer): table.position says where.
const me = () => (view && view.table && view.table.position) || (view && view.you.seat) || 'S';
/** The seat (identity) of whoever sits at a position: three-handed, the moved player sits at West. */
const identityAt = (pos) => {
  const current = view && view.table;
  return current && current.widow && current.widow !== 'W' && pos === 'W' ? current.widow : pos;
};

/** Where a seat sits on the screen: you at the bottom, your left-hand opponent on the left. */
function positionOf(seat) {
  return ['bottom', 'left', 'top', 'right'][(['N', 'E', 'S', 'W'].indexOf(seat) - ['N', 'E', 'S', 'W'].indexOf(me()) + 4) % 4];
}

// actions ----------------------------------------------------------------------------------
async function act(action) {
  $('message').textContent = '';
  try {
    await live.act(action);
  } catch (failure) {
    $('message').textContent = t('error', { message: failure.message });
  }
}

async function askHint() {
  try {
    const answer = await api('GET', `/api/sessions/${session}/hint?${query({ token })}`);
    hint = { event: view.event, ...answer };
  } catch (failure) {
    hint = { event: view.event, action: null, text: failure.message };
  }
  render();
}

/** A typed call or card ("1NT", "X", "P", "SA"), checked against the legal ones. */
function submitCommand(event) {
  event.preventDefault();
  const input = $('command');
  const text = input.value;
  const parsed = parseTyped(text);
  const current = table();
  if (!parsed) {
    $('message').textContent = t('not_understood', { text });
    return;
  }
  if (!current || !current.your_turn) {
    $('message').textContent = t('not_your_turn');
    return;
  }
  const legal = parsed.kind === 'call' ? current.legal_calls : current.legal_cards;
  const value = parsed.kind === 'call' ? parsed.call : parsed.card;
  if (!legal.includes(value)) {
    const what = parsed.kind === 'call' ? callText(value) : cardLabel(value);
    $('message').textContent = t('not_legal', { what });
    return;
  }
  input.value = '';
  act(parsed.kind === 'call' ? { type: 'call', call: value } : { type: 'card', card: value });
}

// drawing ----------------------------------------------------------------------------------
function renderInfo() {
  const current = table();
  const parts = [];
  if (current) {
    parts.push(view.session.form === 'team' ? t('board_n', { n: current.board }) : t('hand_n', { n: current.hand }));
    if (current.room) parts.push(t(`room_${current.room}`));
    parts.push(t('dealer', { seat: seatName(current.dealer) }), t(`vul_${current.vulnerability}`));
    parts.push(current.contract ? `${t('contract')}: ${contractText(current.contract)}` : t('no_contract'));
  }
  const who = view.you.role === 'seat'
    ? (view.you.team ? t('you_are_team', { seat: seatName(view.you.seat), team: view.you.team }) : t('you_are', { seat: seatName(view.you.seat) }))
    : t(view.you.role === 'organiser' ? 'organising' : 'spectating');
  const title = t(`rules_${view.session.rules.replace('-', '_')}`);
  fill($('deal-info'), h('strong', {}, title), h('span', {}, who), parts.map((p) => h('span', {}, p)));
  document.title = `trumps — ${title}`;
}

function playedCount(current, seat) {
  const cards = current.tricks.flatMap((trick) => trick.cards).concat(current.trick);
  return cards.filter((c) => c.seat === seat).length;
}

function renderSeats() {
  const current = table();
  for (const area of document.querySelectorAll('#felt .seat-area')) {
    fill(area);
    area.classList.remove('active');
    area.hidden = !current;
  }
  $('felt').classList.toggle('empty', !current);
  if (!current) return;
  const contract = current.contract;
  for (const seat of ['N', 'E', 'S', 'W']) {
    const area = document.querySelector(`#felt .seat-area[data-pos="${positionOf(seat)}"]`);
    const info = view.seats.find((s) => s.table === view.you.table && s.seat === identityAt(seat));
    const tags = [];
    if (seat === me()) tags.push(t('you'));
    else if (current.widow === seat) tags.push(t('face_down_hand'));
    else tags.push(t(info && info.kind === 'bot' ? 'bot' : 'person'));
    if (contract && contract.declarer === seat) tags.push(t('declarer'));
    if (contract && contract.dummy === seat) tags.push(t('dummy'));
    const active = current.to_act === seat && current.phase !== 'done';
    const hand = current.hands[seat];
    const mine = current.your_turn && current.to_act === seat && current.legal_cards.length > 0;
    let body;
    if (hand) {
      const label = seat === me() ? t('your_hand') : t('hand_of', { seat: seatName(seat) });
      // Your own hand, and dummy when you are declarer, are buttons (enabled when legal now).
      const yours = seat === me() || (contract && contract.dummy === seat && contract.declarer === me());
      body = handView(hand, {
        label, playable: yours ? new Set(mine ? current.legal_cards : []) : null,
        onPlay: (card) => act({ type: 'card', card }),
        hinted: hint && hint.event === view.event && hint.action ? hint.action.card : null,
      });
    } else {
      body = hiddenHand(13 - playedCount(current, seat));
    }
    area.classList.toggle('active', active);
    area.dataset.seat = seat;
    fill(area, h('div', { class: 'seat-name' }, h('strong', {}, seatName(seat)), ` (${tags.join(', ')})`,
      active ? h('span', { class: 'to-act', 'aria-label': t('waiting_for', { seat: seatName(seat) }) }, ' ●') : null), body);
  }
}

function renderCenter() {
  const current = table();
  const center = $('center');
  if (!current) {
    fill(center, h('p', { class: 'trick-caption' }, view.session.finished ? t('session_over') : t('table_done')));
    return;
  }
  const won = h('p', { class: 'tricks-won', id: 'tricks-won' }, t('tricks_won', current.tricks_won));
  if (current.trick.length > 0) {
    fill(center, trickView(current.trick, positionOf), won);
  } else if (current.tricks.length > 0) {
    const last = current.tricks[current.tricks.length - 1];
    fill(center, trickView(last.cards, positionOf, { caption: t('last_trick'), faded: true, winner: last.winner }), won);
  } else if (current.contract) {
    fill(center, h('p', { class: 'trick-caption' }, contractText(current.contract)), won);
  } else {
    fill(center, h('p', { class: 'trick-caption' }, t('auction')));
  }
}

function renderTurn() {
  const current = table();
  let text;
  if (!current) text = view.session.finished ? t('session_over') : t('table_done');
  else if (current.paused_by) text = t('director_called', { seat: seatName(current.paused_by) });
  else if (current.your_turn && current.phase === 'auction') text = t('your_turn_call');
  else if (current.your_turn && current.phase === 'play') text = current.to_act === me() ? t('your_turn_card') : t('your_turn_dummy');
  else if (current.phase === 'claim' && current.claim) text = t('claim_pending', { seat: seatName(current.claim.seat), n: current.claim.tricks });
  else if (current.controller) text = t('waiting_for', { seat: seatName(current.controller) });
  else text = '';
  const turn = $('turn');
  turn.textContent = text;
  turn.classList.toggle('mine', Boolean(current && current.your_turn));
  const notice = $('notice');
  notice.hidden = !(hint && hint.event === view.event);
  if (!notice.hidden) notice.textContent = t('hint_is', { text: inLanguage(hint.texts, hint.text) });
}

function renderBiddingBox() {
  const current = table();
  const box = $('bidding-box');
  if (!current || !current.your_turn || current.phase !== 'auction') {
    fill(box);
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const hinted = hint && hint.event === view.event && hint.action ? hint.action.call : null;
  const button = (call) => h('button', {
    type: 'button', class: `call strain-${call.slice(1) || call}${call === hinted ? ' hinted' : ''}`, 'data-key': `call:${call}`,
    'data-call': call, 'aria-label': callLabel(call), onclick: () => act({ type: 'call', call }),
  }, callText(call));
  const legal = current.legal_calls;
  const rows = [];
  for (let level = 1; level <= 7; level += 1) {
    const bids = legal.filter((call) => call[0] === String(level));
    if (bids.length) rows.push(h('div', { class: 'box-row' }, bids.map(button)));
  }
  rows.push(h('div', { class: 'box-row others' }, ['Pass', 'X', 'XX'].filter((c) => legal.includes(c)).map(button)));
  fill(box, h('div', { 'data-group': 'calls' }, rows));
}

function renderClaim() {
  const current = table();
  const area = $('claim-area');
  // the last claim a defender rejected stays on the table while play goes on
  const rejected = current && !current.claim && current.rejected_claims.length
    ? current.rejected_claims[current.rejected_claims.length - 1] : null;
  if (!current || !current.claim) {
    fill(area, rejected ? h('p', { class: 'meta', id: 'claim-rejected' }, t('claim_rejected', {
      seat: seatName(rejected.seat), n: rejected.tricks, trick: rejected.trick, by: seatName(rejected.rejected_by),
    })) : null);
    return;
  }
  const claim = current.claim;
  fill(area, h('div', { class: 'claim', role: 'group', 'aria-label': t('claim') },
    h('p', {}, t('claim_pending', { seat: seatName(claim.seat), n: claim.tricks })),
    claim.waiting_on.length ? h('p', { class: 'meta' }, t('claim_waiting', { seats: claim.waiting_on.map(seatName).join(', ') })) : null,
    current.can_answer_claim ? h('div', { class: 'controls' },
      h('button', { type: 'button', id: 'claim-accept', class: 'primary', onclick: () => act({ type: 'claim_answer', accept: true }) }, t('accept')),
      h('button', { type: 'button', id: 'claim-reject', onclick: () => act({ type: 'claim_answer', accept: false }) }, t('reject'))) : null));
}

function renderControls() {
  const current = table();
  const items = [];
  const seated = view.you.role === 'seat';
  $('command-form').hidden = !seated || !current;
  if (current && seated) {
    if (view.session.practice && current.your_turn) {
      items.push(h('button', { type: 'button', id: 'hint', onclick: askHint }, t('hint')));
    }
    if (current.can_undo) items.push(h('button', { type: 'button', id: 'undo', onclick: () => act({ type: 'undo' }) }, t('undo')));
    if (current.can_claim) {
      const declarerSide = sideOf(current.contract.declarer);
      const all = current.tricks_won[declarerSide] + 13 - current.tricks.length;
      const select = h('select', { id: 'claim-tricks', 'aria-label': t('claim_tricks') },
        Array.from({ length: 14 }, (_, n) => h('option', { value: n, selected: n === all }, String(n))));
      items.push(h('span', { class: 'claim-form' }, select,
        h('button', { type: 'button', id: 'claim', onclick: () => act({ type: 'claim', tricks: Number(select.value) }) }, t('claim'))));
    }
    if (!current.paused_by) {
      const reason = h('input', { type: 'text', id: 'director-reason', 'aria-label': t('director_reason'), placeholder: t('director_reason'), maxlength: 200 });
      items.push(h('details', { class: 'director' }, h('summary', {}, t('director')),
        reason, h('button', { type: 'button', id: 'director', onclick: () => act(reason.value ? { type: 'director', reason: reason.value } : { type: 'director' }) }, t('director'))));
    }
  }
  fill($('controls'), items);
}

/** The organiser: which table to watch, and rulings when a table waits for the director. */
function renderDirector() {
  const area = $('director-area');
  const items = [];
  if (view.you.role !== 'seat' && view.session.tables > 1) {
    items.push(h('p', {}, t('watch_table'), ' ', [0, 1].map((n) => h('a', {
      class: 'button small', 'aria-current': n === view.you.table ? 'page' : null,
      href: `table.html?${query({ session, token, table: n })}`,
    }, t(`room_${n === 0 ? 'Open' : 'Closed'}`)))));
  }
  const current = table();
  if (view.you.role === 'organiser' && current && current.paused_by) {
    const tricks = h('select', { 'aria-label': t('claim_tricks') }, Array.from({ length: 14 }, (_, n) => h('option', { value: n }, String(n))));
    const rule = (kind, extra = {}) => act({ type: 'ruling', kind, table: view.you.table, ...extra });
    items.push(h('div', { class: 'controls', role: 'group', 'aria-label': t('ruling') },
      h('button', { type: 'button', onclick: () => rule('resume') }, t('ruling_resume')),
      h('span', { class: 'claim-form' }, tricks, h('button', { type: 'button', onclick: () => rule('set_tricks', { tricks: Number(tricks.value) }) }, t('ruling_set_tricks'))),
      h('button', { type: 'button', onclick: () => rule('replay_board') }, t('ruling_replay'))));
  }
  fill(area, items);
}

function renderAuction() {
  const current = table();
  $('auction-panel').hidden = !current;
  if (!current) {
    fill($('auction'));
    return;
  }
  fill($('auction'), auctionGrid(current.auction, current.dealer, { next: current.phase === 'auction' ? current.to_act : null }));
}

/** Tell screen readers what changed: new calls and cards, and when it becomes your turn. */
function announce(previous, next) {
  const before = previous && previous.table;
  const after = next.table;
  if (!after) return;
  const messages = [];
  const sameHand = before && before.hand === after.hand && before.table === after.table;
  const calls = after.auction.slice(sameHand ? before.auction.length : 0);
  for (const entry of calls) messages.push(t('announce_call', { seat: seatName(entry.seat), call: callLabel(entry.call) }));
  const plays = (tv) => tv.tricks.flatMap((trick) => trick.cards).concat(tv.trick);
  const cards = plays(after).slice(sameHand ? plays(before).length : 0);
  for (const entry of cards) messages.push(t('announce_card', { seat: seatName(entry.seat), card: cardLabel(entry.card) }));
  if (after.your_turn && !(before && before.your_turn && sameHand)) messages.push(t('announce_turn'));
  if (messages.length === 0) return;
  const announcer = $('announcer');
  announcer.append(h('p', {}, messages.join('. ')));
  while (announcer.childElementCount > 5) announcer.firstElementChild.remove();
}

function render() {
  if (!view) return;
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  const group = focused ? document.activeElement.closest('[data-group]')?.dataset.group : null;
  // State for tests and styling: the event number, the phase and the hand shown.
  document.body.dataset.event = view.event;
  document.body.dataset.phase = table() ? table().phase : 'none';
  document.body.dataset.hand = table() ? table().hand : '';
  document.body.dataset.yourTurn = String(Boolean(table() && table().your_turn));
  document.body.dataset.handsAvailable = view.hands_available.length;
  renderInfo();
  renderSeats();
  renderCenter();
  renderTurn();
  renderBiddingBox();
  renderClaim();
  renderControls();
  renderDirector();
  renderAuction();
  fill($('score-panel'), scorePanel(view));
  $('score-panel').hidden = !$('score-panel').firstChild;
  review.update(view);
  restoreFocus(focused, group);
}

/** Keep keyboard players where they were: the same button, or the first legal one of its group. */
function restoreFocus(key, group) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  let target = key ? document.querySelector(`[data-key="${CSS.escape(key)}"]:not([disabled])`) : null;
  if (!target && (group || keyboardUser)) {
    const groups = group ? [group] : ['cards', 'calls'];
    for (const name of groups) {
      target = document.querySelector(`[data-group="${name}"] button:not([disabled])`);
      if (target) break;
    }
  }
  if (target) target.focus();
}

function setStatus(next, detail) {
  status = next;
  const element = $('connection');
  element.textContent = t(`status_${status}`);
  element.dataset.status = status;
  if (next === 'closed' && detail) showFatal(detail);
}

function showFatal(message) {
  const fatal = $('fatal');
  fatal.textContent = message;
  fatal.hidden = false;
}

function start() {
  applyStatic();
  languageSwitch($('lang'), () => {
    setStatus(status);
    if (view) review.render();
    render();
  });
  if (!session || !token) {
    showFatal(t('missing_link'));
    return;
  }
  $('game').hidden = false;
  $('command-form').addEventListener('submit', submitCommand);
  // Typing a letter or digit anywhere (outside a field) goes to the command box.
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    if (target.closest && target.closest('input, select, textarea, [contenteditable]')) return;
    if (!/[0-9a-z♠♥♦♣]/i.test(event.key) || $('command-form').hidden) return;
    $('command').focus();
  });
  for (const id of ['felt', 'bidding-box']) {
    const container = $(id);
    arrowKeys(container, '[data-group] button');
    container.addEventListener('keydown', (event) => {
      if (event.key.startsWith('Arrow') || event.key === 'Enter') keyboardUser = true;
    });
  }
  live = new LiveTable({
    session, token, table: watchTable,
    onView: (next) => {
      const previous = view;
      view = next;
      if (!previous && view.you.role === 'seat') {
        const name = seatName(view.you.seat);
        const label = view.you.team ? `${t('seat_key', { table: view.you.table + 1, seat: name })} (${view.you.team})` : name;
        saveLink(session, label, location.pathname + location.search);
      }
      announce(previous, next);
      render();
    },
    onStatus: setStatus,
  });
  window.trumpsLive = live; // for tests: drop the socket to check the reconnection
  live.start();
}

start();
