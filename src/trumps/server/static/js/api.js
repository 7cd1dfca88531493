// api.js — talking to the server: JSON over HTTP (lobby, hints, finished hands) and the live
// websocket of a table, which reconnects with exponential backoff and resyncs with `since`
// (the last event number seen). Views are whole states: the newest one simply replaces the old.

export class ApiError extends Error {
  constructor(message, code, status) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** fetch a JSON route; throws ApiError with the server's sentence on a refusal. */
export async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw new ApiError(String(error.message || error), 'network', 0);
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError((data && data.error) || response.statusText, data && data.code, response.status);
  }
  return data;
}

/** A query string from an object, skipping null/undefined values. */
export function query(params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}

const MIN_DELAY = 500;
const MAX_DELAY = 15000;

/**
 * The live connection of one table page. Calls onView(view) with each newer view,
 * onStatus('connecting' | 'live' | 'reconnecting' | 'closed', detail) as the socket changes.
 */
export class LiveTable {
  constructor({ session, token, table, onView, onStatus }) {
    Object.assign(this, { session, token, table, onView, onStatus });
    this.event = null;        // the last event number seen
    this.socket = null;
    this.attempts = 0;
    this.pending = new Map(); // action id -> {resolve, reject}
    this.nextId = 1;
    this.stopped = false;
  }

  start() {
    this.connect();
  }

  connect() {
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const search = query({ token: this.token, since: this.event, table: this.table });
    const socket = new WebSocket(`${scheme}://${location.host}/ws/sessions/${this.session}?${search}`);
    this.socket = socket;
    this.onStatus(this.attempts ? 'reconnecting' : 'connecting');
    socket.onopen = () => {
      this.attempts = 0;
      this.onStatus('live');
    };
    socket.onmessage = (message) => this.receive(JSON.parse(message.data));
    socket.onclose = (close) => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const { reject } of this.pending.values()) reject(new Error('connection lost'));
      this.pending.clear();
      if (this.stopped || [4400, 4403, 4404].includes(close.code)) {
        this.onStatus('closed', this.refusal || close.reason);
        return;
      }
      // exponential backoff with jitter: 0.5 s, 1 s, 2 s ... at most 15 s
      const delay = Math.min(MAX_DELAY, MIN_DELAY * 2 ** this.attempts) * (0.75 + Math.random() / 2);
      this.attempts += 1;
      this.onStatus('reconnecting');
      setTimeout(() => this.connect(), delay);
    };
  }

  receive(message) {
    if (message.type === 'view') {
      this.accept(message.view, message.resync);
    } else if (message.type === 'ok' || message.type === 'error') {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiting) {
        if (message.type === 'error') this.refusal = message.error; // the socket is about to close
      } else if (message.type === 'ok') {
        waiting.resolve();
      } else {
        waiting.reject(new ApiError(message.error, message.code, 0));
      }
    }
  }

  /** Take a view if it is newer than what we hold (or a resync, which replaces everything). */
  accept(view, resync = false) {
    if (!resync && this.event !== null && view.event < this.event) return;
    this.event = view.event;
    this.onView(view);
  }

  /** Send an action: over the socket when it is open, else by HTTP. Rejects with ApiError. */
  async act(action) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      const id = this.nextId++;
      const done = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
      this.socket.send(JSON.stringify({ type: 'action', action, id }));
      return done;
    }
    const view = await api('POST', `/api/sessions/${this.session}/actions?${query({ token: this.token, table: this.table })}`, action);
    this.accept(view);
    return undefined;
  }

  /** Drop the socket as a network failure would (used by tests of the reconnection). */
  drop() {
    if (this.socket) this.socket.close();
  }
}

// Links remembered in this browser (the server never lists secrets): {sessionId: {label: link}}.
const LINKS_KEY = 'trumps.links';

export function savedLinks() {
  try {
    return JSON.parse(localStorage.getItem(LINKS_KEY)) || {};
  } catch {
    return {};
  }
}

export function saveLink(session, label, link) {
  const all = savedLinks();
  all[session] = { ...(all[session] || {}), [label]: link };
  localStorage.setItem(LINKS_KEY, JSON.stringify(all));
}
