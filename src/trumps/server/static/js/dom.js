// dom.js — tiny DOM helpers shared by the pages: build elements without HTML strings (so
// server text such as call explanations is never parsed as HTML), and arrow-key movement
// among the buttons of a group (your legal cards, the bidding box).

/** Build an element: h('button', {class: 'x', onclick: fn, 'aria-label': '...'}, child, ...). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'text') el.textContent = value;
    else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
}

/** Replace an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** Arrow keys (and Home/End) move the focus among the enabled buttons matching `selector`. */
export function arrowKeys(container, selector) {
  container.addEventListener('keydown', (event) => {
    const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    const items = [...container.querySelectorAll(selector)].filter((b) => !b.disabled);
    const here = items.indexOf(document.activeElement);
    if (items.length === 0) return;
    event.preventDefault();
    const step = moves[event.key];
    let next = here < 0 ? 0 : here + step;
    if (step === -Infinity) next = 0;
    if (step === Infinity) next = items.length - 1;
    items[(next + items.length) % items.length].focus();
  });
}
