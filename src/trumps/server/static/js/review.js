// review.js — after a hand: all four hands as dealt, each room's auction, contract and result,
// a trick-by-trick replay (step buttons), the double-dummy table and par, and PBN / LIN
// downloads of the hand and of the whole session. Shown once the server lists the hand in
// `hands_available` (in a team match: once both tables have finished the board).
import { api, query } from './api.js';
import { h, fill } from './dom.js';
import { t } from './i18n.js';
import { SEATS, STRAINS, contractText, seatAfter, strainText } from './cards.js';
import { auctionGrid, handView, trickView } from './widgets.js';

export class Review {
  constructor(container, { session, token, table }) {
    Object.assign(this, { container, session, token, table });
    this.latest = 0;     // the newest finished hand seen
    this.number = null;  // the hand shown
    this.detail = null;  // its /hands/{n} answer
    this.room = 0;       // which room's play is replayed
    this.step = 0;       // replay position: 0 = before the lead, k = after trick k
    this.bottom = 'S';
  }

  /** Follow a new view: show the newest finished hand when one appears. */
  update(view) {
    this.available = view.hands_available;
    this.bottom = view.you.seat || 'S';
    this.team = view.session.form === 'team';
    this.ownTable = view.you.table;
    const newest = this.available.length ? Math.max(...this.available) : 0;
    if (newest > this.latest) {
      this.latest = newest;
      this.load(newest);
    }
  }

  async load(number) {
    this.number = number;
    let detail;
    try {
      const search = query({ token: this.token, table: this.table });
      detail = await api('GET', `/api/sessions/${this.session}/hands/${number}?${search}`);
    } catch (failure) {
      if (this.number !== number) return;
      this.detail = null;
      fill(this.container, h('p', { class: 'error' }, t('error', { message: failure.message })));
      this.container.hidden = false;
      return;
    }
    if (this.number !== number) return; // a newer hand was asked for meanwhile
    this.detail = detail;
    this.room = Math.max(0, detail.rooms.findIndex((room) => room.table === this.ownTable));
    this.step = 0; // all four hands as dealt; the step buttons replay the tricks
    this.render();
  }

  /** The replay's steps: each finished trick, then the unfinished one (a claim) if any. */
  steps() {
    const room = this.detail.rooms[this.room];
    const steps = room.tricks.map((trick) => ({ cards: trick.cards, winner: trick.winner, number: trick.number }));
    if (room.unfinished_trick.length) steps.push({ cards: room.unfinished_trick, winner: null, number: steps.length + 1 });
    return steps;
  }

  render() {
    if (!this.detail) return;
    const d = this.detail;
    const room = d.rooms[this.room];
    const steps = this.steps();
    const played = new Set(steps.slice(0, this.step).flatMap((s) => s.cards.map((c) => c.card)));
    const positions = { [this.bottom]: 'bottom', [seatAfter(this.bottom, 1)]: 'left',
      [seatAfter(this.bottom, 2)]: 'top', [seatAfter(this.bottom, 3)]: 'right' };
    const remaining = (seat) => Object.fromEntries(Object.entries(d.hands[seat]).map(([suit, cards]) =>
      [suit, cards.filter((c) => !played.has(c))]));
    const current = this.step > 0 ? steps[this.step - 1] : null;
    const title = this.team ? t('board_n', { n: d.number }) : t('hand_n', { n: d.number });

    const picker = h('select', { id: 'review-hand', 'aria-label': t('review_hand'),
      onchange: (e) => this.load(Number(e.target.value)) },
    this.available.map((n) => h('option', { value: n, selected: n === d.number }, this.team ? t('board_n', { n }) : t('hand_n', { n }))));

    const compass = h('div', { class: 'review-compass', 'aria-label': t('all_hands') },
      SEATS.map((seat) => h('div', { class: `seat-area ${positions[seat]}`, 'data-pos': positions[seat] },
        h('div', { class: 'seat-name' }, t(`seat_${seat}`)),
        handView(remaining(seat), { label: t('hand_of', { seat: t(`seat_${seat}`) }) }))),
      h('div', { class: 'center' }, current
        ? trickView(current.cards, (s) => positions[s], { caption: t('replay_step', { n: current.number, total: steps.length }), winner: current.winner })
        : h('p', { class: 'trick-caption' }, t('replay_before'))));

    const go = (step) => { this.step = Math.max(0, Math.min(steps.length, step)); this.render(); };
    const controls = h('div', { class: 'replay-controls', role: 'group', 'aria-label': t('replay') },
      h('button', { type: 'button', 'data-replay': 'start', onclick: () => go(0), 'aria-label': t('replay_start') }, '|◀'),
      h('button', { type: 'button', 'data-replay': 'prev', onclick: () => go(this.step - 1), 'aria-label': t('replay_prev') }, '◀'),
      h('span', { class: 'replay-position', 'aria-live': 'polite' },
        this.step === 0 ? t('replay_before') : t('replay_step', { n: this.step, total: steps.length })),
      h('button', { type: 'button', 'data-replay': 'next', onclick: () => go(this.step + 1), 'aria-label': t('replay_next') }, '▶'),
      h('button', { type: 'button', 'data-replay': 'end', onclick: () => go(steps.length), 'aria-label': t('replay_end') }, '▶|'));

    const roomTabs = d.rooms.length > 1 ? h('div', { class: 'room-tabs', role: 'group' }, d.rooms.map((r, i) =>
      h('button', { type: 'button', 'aria-pressed': String(i === this.room), onclick: () => { this.room = i; this.step = 0; this.render(); } },
        t(`room_${r.room}`)))) : null;

    fill(this.container,
      h('h2', {}, t('review'), ' — ', title),
      h('div', { class: 'review-head' }, h('label', {}, t('review_hand'), ' ', picker),
        h('span', {}, `${t('dealer', { seat: t(`seat_${d.dealer}`) })} · ${t(`vul_${d.vulnerability}`)}`)),
      h('div', { class: 'review-grid' },
        h('div', {}, compass, roomTabs, controls),
        h('div', {},
          d.rooms.map((r, i) => this.roomResult(r, i)),
          this.ddTable(d.dd),
          this.downloads(d.number))));
    this.container.hidden = false;
  }

  roomResult(room, index) {
    const needed = room.contract ? room.contract.level + 6 : 0;
    let outcome = '';
    if (room.contract) {
      const diff = room.result_tricks - needed;
      outcome = diff >= 0 ? t('made', { n: room.contract.level + diff }) : t('down', { n: -diff });
    }
    return h('section', { class: 'room-result', 'data-room': index },
      h('h3', {}, room.room ? t(`room_${room.room}`) : t('result')),
      h('p', { class: 'result-line' }, contractText(room.contract),
        room.contract ? ` — ${t('tricks_n', { n: room.result_tricks })}, ${outcome}` : '',
        room.claim !== null ? ` (${t('claimed')})` : '',
        room.score_ns !== null ? ` · ${t('score_ns', { n: room.score_ns })}` : ''),
      auctionGrid(room.auction, this.detail.dealer, { idPrefix: `review-${index}` }));
  }

  ddTable(dd) {
    if (!dd) return h('p', {}, t('dd_unavailable'));
    const order = ['N', 'S', 'E', 'W'];
    return h('section', { class: 'dd' }, h('h3', {}, t('dd_table')),
      h('table', { class: 'dd-table' },
        h('thead', {}, h('tr', {}, h('th', {}), [...STRAINS].reverse().map((s) => h('th', { scope: 'col', class: `strain-${s}` }, strainText(s))))),
        h('tbody', {}, order.map((seat) => h('tr', {}, h('th', { scope: 'row' }, t(`seat_${seat}`)),
          [...STRAINS].reverse().map((s) => h('td', {}, String(dd.table[s][seat]))))))),
      h('p', { class: 'par' }, t('par', { score: dd.par_score_ns, contracts: dd.par_contracts.join(', ') || '—' })));
  }

  downloads(number) {
    const base = `/api/sessions/${this.session}`;
    const search = query({ token: this.token });
    const link = (path, key, name) => h('a', { href: `${path}?${search}`, download: name, class: 'button small', 'data-download': key }, t(key));
    return h('section', { class: 'downloads' }, h('h3', {}, t('downloads')),
      link(`${base}/hands/${number}/pbn`, 'pbn_hand', `${this.session}-${number}.pbn`),
      link(`${base}/hands/${number}/lin`, 'lin_hand', `${this.session}-${number}.lin`),
      link(`${base}/pbn`, 'pbn_session', `${this.session}.pbn`),
      link(`${base}/lin`, 'lin_session', `${this.session}.lin`));
  }
}
