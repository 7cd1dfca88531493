// scoresheet.js — the scores as players draw them: the rubber scoresheet (We / They columns,
// entries above the line written upward from it, each game's entries below it with a line
// under each game, then totals and the rubber's result), and the team match's IMP scoreboard
// (only the boards the server has released: both tables finished them).
import { h } from './dom.js';
import { t } from './i18n.js';

/** The score panel's content for a view: a scoresheet (rubber forms) or the IMP board (team). */
export function scorePanel(view) {
  if (view.match) return impBoard(view.match, view.you.team);
  if (view.scoresheet && view.scoresheet.form === 'three_handed') return threeHandedSheet(view.scoresheet);
  if (view.scoresheet) return scoresheet(view.scoresheet, view.result, weSide(view));
  return null;
}

/** The side written under "We": the viewer's own side (N–S for spectators). */
function weSide(view) {
  const seat = view.you.seat;
  return seat === 'E' || seat === 'W' ? 'ew' : 'ns';
}

function entry(item) {
  const reason = t(`reason_${item.reason}`);
  const label = item.hand
    ? t('entry_label', { points: item.points, hand: item.hand, reason })
    : t('entry_label_nohand', { points: item.points, reason });
  return h('li', { title: label, 'aria-label': label, class: item.hand ? '' : 'settlement' }, String(item.points));
}

function column(items, cls) {
  return h('ul', { class: `sheet-col ${cls}` }, items.map(entry));
}

function scoresheet(sheet, result, we) {
  const they = we === 'ns' ? 'ew' : 'ns';
  const side = (s) => (s === we ? t('we') : t('they'));
  const summary = sheet.result || result;
  const games = summary ? summary.games : { ns: 0, ew: 0 };
  const rows = [
    h('div', { class: 'sheet-head' }, h('span', {}, `${t('we')} (${t(`side_${we}`)})`),
      h('span', {}, `${t('they')} (${t(`side_${they}`)})`)),
    h('div', { class: 'sheet-above', 'aria-label': t('above_line') },
      column(sheet.above[we], 'we'), column(sheet.above[they], 'they')),
    h('div', { class: 'the-line', role: 'separator', 'aria-label': t('below_line') }),
  ];
  for (const game of sheet.games) {
    const caption = game.winner ? t('game_n_won', { n: game.number, side: side(game.winner) }) : t('game_n', { n: game.number });
    rows.push(h('div', { class: `sheet-game${game.winner ? ' won' : ''}`, 'aria-label': caption },
      column(game.below[we], 'we'), column(game.below[they], 'they'),
      game.winner ? h('div', { class: 'game-caption' }, caption) : null));
  }
  if (summary) {
    const totals = summary.totals;
    rows.push(h('div', { class: 'sheet-totals', 'aria-label': t('totals') },
      h('span', { 'data-total': 'we' }, String(totals[we].total)), h('span', { 'data-total': 'they' }, String(totals[they].total))));
    let verdict;
    if (summary.needs_extra_hand) verdict = t('extra_hand');
    else if (summary.winner === 'tie') verdict = t('rubber_tie');
    else if (summary.finished) verdict = t('rubber_won', { side: side(summary.winner), margin: summary.margin });
    else verdict = t('leading_by', { side: side(summary.winner), margin: summary.margin });
    rows.push(h('p', { class: 'sheet-result', 'data-finished': String(Boolean(summary.finished)) },
      t('games_score', { we: games[we], they: games[they] }), h('br'), verdict));
  }
  return h('div', { class: 'scoresheet-wrap' }, h('h2', {}, t('scoresheet')), h('div', { class: 'scoresheet', id: 'scoresheet' }, rows));
}

/** Three-handed play: each player for himself, one column per player (N, E, S), hand by hand. */
function threeHandedSheet(sheet) {
  const players = sheet.players;
  const head = h('tr', {}, h('th', {}, '#'), players.map((p) => h('th', {}, t(`seat_${p}`))));
  const rows = sheet.hands.map((hand) => h('tr', { class: hand.game_won_by ? 'won' : '' },
    h('td', {}, String(hand.number)), players.map((p) => h('td', {}, String(hand.points[p])))));
  const result = sheet.result;
  const totals = h('tr', { class: 'sheet-totals' }, h('th', {}, t('totals')),
    players.map((p) => h('th', { 'data-total': p }, String(result.totals[p]))));
  let verdict;
  if (result.needs_extra_hand) verdict = t('extra_hand');
  else if (result.winner === 'tie') verdict = t('rubber_tie');
  else verdict = t(result.finished ? 'player_wins' : 'player_leads', { seat: t(`seat_${result.winner}`), margin: result.margin });
  const games = players.map((p) => `${t(`seat_${p}`)} ${result.games[p]}`).join(' · ');
  return h('div', { class: 'scoresheet-wrap' }, h('h2', {}, t('scoresheet')),
    h('table', { class: 'scoresheet three-handed', id: 'scoresheet' }, h('thead', {}, head), h('tbody', {}, rows, totals)),
    h('p', { class: 'sheet-result', 'data-finished': String(Boolean(result.finished)) }, games, h('br'), verdict));
}

function impBoard(match, team) {
  const rows = match.boards.map((b) => h('tr', {},
    h('td', {}, String(b.board)), h('td', {}, String(b.open_ns)), h('td', {}, String(b.closed_ns)),
    h('td', {}, String(b.diff)), h('td', {}, b.imps > 0 ? String(b.imps) : ''), h('td', {}, b.imps < 0 ? String(-b.imps) : '')));
  let verdict = t('boards_released', { n: match.boards.length, total: match.boards_total });
  if (match.winner === 'tie') verdict = t('match_tie', { a: match.imps_a, b: match.imps_b });
  else if (match.winner) {
    const [a, b] = match.winner === 'A' ? [match.imps_a, match.imps_b] : [match.imps_b, match.imps_a];
    verdict = t('team_wins', { team: match.winner, a, b });
  }
  return h('div', { class: 'imp-wrap' },
    h('h2', {}, t('imp_scoreboard')),
    team ? h('p', { class: 'note' }, t('your_team', { team })) : null,
    match.boards.length === 0 ? h('p', {}, t('no_boards')) : h('table', { class: 'imps', id: 'imp-board' },
      h('caption', {}, t('imp_caption')),
      h('thead', {}, h('tr', {}, ['board', 'open_ns', 'closed_ns', 'diff', 'imps_a', 'imps_b'].map((k) => h('th', { scope: 'col' }, t(k))))),
      h('tbody', {}, rows),
      h('tfoot', {}, h('tr', {}, h('th', { scope: 'row', colspan: 4 }, t('totals')),
        h('td', {}, String(match.imps_a)), h('td', {}, String(match.imps_b))))),
    h('p', { class: 'match-result', 'data-winner': match.winner || '' }, verdict));
}
