// lobby.js — the lobby (index.html): create a table or a team match, show and copy every
// secret link, and list the stored tables with the links this browser remembers.
import { api, savedLinks, saveLink } from './api.js';
import { h, fill } from './dom.js';
import { t, applyStatic, languageSwitch } from './i18n.js';

const RULES = ['rubber', 'auction-classic', 'auction-1920', 'duplicate'];
const SEATS = ['N', 'E', 'S', 'W'];
const form = document.getElementById('create');
let lastCreated = null;

function chosenRules() {
  return form.elements.rules.value;
}

function renderRuleChoices() {
  const chosen = form.elements.rules ? chosenRules() : 'rubber';
  fill(document.getElementById('rule-choices'), RULES.map((name) => h('label', { class: 'check' },
    h('input', { type: 'radio', name: 'rules', value: name, checked: name === chosen, onchange: renderSeats }),
    ' ', t(`rules_${name.replace('-', '_')}`))));
}

function threeHanded() {
  return chosenRules() === 'auction-classic' && form.elements.three_handed.checked;
}

/** Seat selectors: 4 for the rubber forms, 8 (two rooms) for a team match; three-handed play:
 *  N, E, S, and West shown as the face-down hand (the widow), which nobody takes. */
function renderSeats() {
  const team = chosenRules() === 'duplicate';
  const three = threeHanded();
  const previous = Object.fromEntries([...form.querySelectorAll('select[data-seat]')].map((s) => [s.dataset.seat, s.value]));
  const tables = team ? [0, 1] : [0];
  fill(document.getElementById('seat-choices'), tables.map((table) => h('div', { class: 'seat-group' },
    team ? h('h3', {}, t(table === 0 ? 'open_room' : 'closed_room')) : null,
    h('div', { class: 'seat-row' }, SEATS.map((seat) => {
      const key = `${table + 1}${seat}`;
      const value = previous[key] || (key === '1N' ? 'person' : 'bot');
      const team_ = team ? ` (${(table === 0) === (seat === 'N' || seat === 'S') ? 'A' : 'B'})` : '';
      if (three && seat === 'W') {
        return h('label', { class: 'seat-choice widow' }, h('span', {}, t(`seat_${seat}`)),
          h('select', { 'data-seat': key, name: `seat-${key}`, disabled: true, 'data-widow': 'true' },
            h('option', { value: 'bot', selected: true }, t('face_down_hand'))));
      }
      return h('label', { class: 'seat-choice' }, h('span', {}, t(`seat_${seat}`) + team_),
        h('select', { 'data-seat': key, name: `seat-${key}` },
          ['person', 'bot'].map((kind) => h('option', { value: kind, selected: kind === value }, t(`seat_kind_${kind}`)))));
    })))));
  document.getElementById('team-note').hidden = !team;
  document.getElementById('options').hidden = chosenRules() !== 'auction-classic';
  document.getElementById('practice-row').hidden = team;
}

function requestBody() {
  const rules = chosenRules();
  const seats = [...form.querySelectorAll('select[data-seat]')].map((s) => s.value);
  const body = { rules, seats };
  if (rules === 'auction-classic') {
    const e = form.elements;
    const options = {};
    const target = Number(e.game_target.value);
    if (target && target !== 30) options.game_target = target;
    if (e.no_honors.checked) options.honors = false;
    if (e.capped_penalties.checked) options.capped_penalties = true;
    if (e.open_hands.checked) options.open_hands = true;
    if (e.fixed_hands.value) options.fixed_hands = Number(e.fixed_hands.value);
    if (e.three_handed.checked) options.three_handed = true;
    body.options = options;
  }
  if (rules !== 'duplicate') body.practice = form.elements.practice.checked;
  if (form.elements.bots.value) body.bots = form.elements.bots.value;
  return body;
}

function linkItem(label, path, session) {
  const url = new URL(path, location.href).href;
  saveLink(session, label, path);
  const copy = h('button', { type: 'button', class: 'small', 'aria-label': `${t('copy')}: ${label}` }, t('copy'));
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      const field = copy.parentElement.querySelector('input');
      field.select();
      document.execCommand('copy');
    }
    copy.textContent = t('copied');
  });
  return h('li', {},
    h('span', { class: 'link-label' }, label),
    h('input', { type: 'text', readonly: true, value: url, 'aria-label': label, onfocus: (e) => e.target.select() }),
    copy,
    h('a', { href: path, class: 'button small', 'data-link': label }, t('open')));
}

function seatLabel(seat, rules) {
  const name = t(`seat_${seat.seat}`);
  if (rules === 'duplicate') return `${t('seat_key', { table: seat.table + 1, seat: name })} (${seat.team})`;
  return name;
}

function showCreated(links) {
  lastCreated = links;
  const items = links.seats.filter((s) => s.link).map((s) => linkItem(seatLabel(s, links.rules), s.link, links.id));
  items.push(linkItem(t('spectator'), links.spectator.link, links.id));
  items.push(linkItem(t('organiser'), links.organiser.link, links.id));
  fill(document.getElementById('links'), items);
  document.getElementById('created').hidden = false;
}

async function create(event) {
  event.preventDefault();
  const button = document.getElementById('create-button');
  const error = document.getElementById('create-error');
  error.textContent = '';
  button.disabled = true;
  button.textContent = t('creating');
  try {
    showCreated(await api('POST', '/api/sessions', requestBody()));
    await loadSessions();
  } catch (failure) {
    error.textContent = t('error', { message: failure.message });
  } finally {
    button.disabled = false;
    button.textContent = t('create');
  }
}

async function loadSessions() {
  const list = document.getElementById('sessions');
  let sessions;
  try {
    sessions = await api('GET', '/api/sessions?limit=50');
  } catch (failure) {
    fill(list, h('li', { class: 'error' }, t('error', { message: failure.message })));
    return;
  }
  const saved = savedLinks();
  if (sessions.length === 0) {
    fill(list, h('li', {}, t('no_tables')));
    return;
  }
  fill(list, sessions.map((s) => {
    const mine = saved[s.id] || {};
    const when = new Date(s.updated_at || s.created_at).toLocaleString();
    const status = s.finished ? t('finished') : t('in_progress');
    const counts = s.actions === null ? '' : ` · ${t('actions_count', { n: s.actions })}`;
    return h('li', { 'data-session': s.id },
      h('div', {}, h('strong', {}, t(`rules_${s.rules.replace('-', '_')}`)), ` · ${status}${counts}`),
      h('div', { class: 'meta' }, `${s.id} · ${when}`),
      h('div', { class: 'resume' }, Object.keys(mine).length
        ? Object.entries(mine).map(([label, link]) => h('a', { href: link, class: 'button small' }, `${t('resume')}: ${label}`))
        : h('span', { class: 'meta' }, t('no_link_here'))));
  }));
}

function render() {
  applyStatic();
  renderRuleChoices();
  renderSeats();
  if (lastCreated) showCreated(lastCreated);
  loadSessions();
}

languageSwitch(document.getElementById('lang'), render);
form.addEventListener('submit', create);
form.elements.three_handed.addEventListener('change', renderSeats);
document.getElementById('refresh').addEventListener('click', loadSessions);
render();
