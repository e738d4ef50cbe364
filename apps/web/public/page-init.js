// Runs before first paint. It applies the theme (the visitor's saved choice, else the device's),
// marks the page as running scripts (which hides what only readers without JavaScript need), and
// holds what the visitor does before the app has taken over the page, so no tap is lost: a press on
// a control that needs the app is shown as pressed and acted on once the app is live (the app calls
// window.heldInput.release), and text typed meanwhile is handed to the app as if typed then
// (and a tick box ticked meanwhile, as if ticked then).
(() => {
  const root = document.documentElement;
  let saved = null;
  try {
    saved = window.localStorage.getItem('theme');
  } catch (_) {
    // Storage may be blocked; the device's preference applies.
  }
  const isDark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.classList.add('js');
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';

  // Live once the app has acted on everything held: until then a new press waits its turn too, so
  // none overtakes one made before it. A held action's own events pass while it is delivered.
  let released = false;
  let replaying = false;
  const isLive = () => released || replaying;
  /** Presses held in order: { element, form, submitter }. */
  const presses = [];
  /** Fields typed into before the app was live, with what was typed. */
  const typed = new Map();
  /** Tick boxes and choices changed before the app was live: { wasChecked, isChecked } (before, and as left). */
  const toggled = new Map();
  let marks = null;

  // A pressed control gets a ring drawn over it, outside the app's tree, so the page the app
  // takes over is left exactly as the server drew it.
  const mark = (element) => {
    const box = element.getBoundingClientRect();
    const ring = document.createElement('div');
    ring.className = 'held-press';
    ring.setAttribute('aria-hidden', 'true');
    ring.style.cssText =
      `top:${box.top + window.scrollY - 3}px;left:${box.left + window.scrollX - 3}px;` +
      `width:${box.width + 6}px;height:${box.height + 6}px`;
    if (!marks) {
      marks = document.createElement('div');
      marks.setAttribute('role', 'status');
      marks.className = 'held-presses';
      document.body.append(marks);
    }
    marks.append(ring);
    if (!marks.querySelector('.sr-only')) {
      const note = document.createElement('span');
      note.className = 'sr-only';
      note.textContent = 'Loading…';
      marks.append(note);
    }
  };

  // What a press lands on: links, native menus and disclosures, labels (whose press lands on their
  // field), fields and forms the server answers work without the app; any other control waits for it.
  const CONTROL =
    'a[href],button,summary,label,input,select,textarea,[role=button],[role=tab],[role=checkbox],' +
    '[role=switch],[role=radio],[role=menuitem],[role=option],[data-needs-app]';
  const needsApp = (control) => {
    if (control.matches('[data-needs-app]')) return true;
    if (control.matches('a[href],summary,label,input,select,textarea')) return false;
    if (control instanceof HTMLButtonElement) {
      if (control.hasAttribute('popovertarget')) return false;
      // A submit button's press is held by its form's submission, below.
      return control.type !== 'submit' && control.type !== 'reset';
    }
    return true;
  };

  document.addEventListener(
    'click',
    (event) => {
      if (isLive() || !(event.target instanceof Element)) return;
      const control = event.target.closest(CONTROL);
      if (!control) return;
      // A tick box or choice changes at once, as the visitor expects; the app is told once live.
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        const wasChecked = toggled.has(control) ? toggled.get(control).wasChecked : !control.checked;
        toggled.set(control, { wasChecked, isChecked: control.checked });
        return;
      }
      if (!needsApp(control)) return;
      event.preventDefault();
      event.stopPropagation();
      // Pressing a control again while it waits is impatience, not a second wish.
      if (presses.some((press) => press.element === control)) return;
      presses.push({ element: control });
      mark(control);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // A form with an address of its own is answered by the server.
      if (isLive() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      if (presses.some((press) => press.form === form)) return;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      presses.push({ element: submitter || form, form, submitter });
      mark(submitter || form);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (isLive() || !('value' in field) || field.type === 'checkbox' || field.type === 'radio') return;
      typed.set(field, field.value);
    },
    true,
  );

  // On a touch screen, a tap on a name a text links opens its preview card (a native popover
  // holding the link to the page), from first paint on; a mouse or keyboard follows the link.
  const touchOnly = window.matchMedia('(hover: none)');
  document.addEventListener('click', (event) => {
    if (!touchOnly.matches || !(event.target instanceof Element)) return;
    const name = event.target.closest('a[data-mention]');
    const card = name && document.getElementById(name.getAttribute('data-mention'));
    if (!card || typeof card.showPopover !== 'function') return;
    event.preventDefault();
    if (!card.matches(':popover-open')) card.showPopover();
  });

  // A form's submit button is disabled in the server's HTML, so that without scripts a form the
  // app sends is never sent natively; with scripts its press is held like any other.
  const SCRIPT_ENABLED = 'button[data-enabled-by-script][disabled]';
  const enableSubmits = (within) => {
    for (const button of within.querySelectorAll(SCRIPT_ENABLED)) button.disabled = false;
  };
  // While the page is parsed, only what each step added is looked at (the whole page, each time,
  // would hold the main thread for long on a long page).
  const parsing = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SCRIPT_ENABLED)) node.disabled = false;
        if (node.firstElementChild) enableSubmits(node);
      }
    }
  });
  parsing.observe(root, { childList: true, subtree: true });
  // What a page asks to keep for the tab (a gallery's place) is kept once it is parsed, so a page
  // left before the app takes it over is remembered too.
  const keepForTab = () => {
    for (const mark of document.querySelectorAll('[data-session-key]')) {
      try {
        window.sessionStorage.setItem(
          mark.getAttribute('data-session-key'),
          mark.getAttribute('data-session-value') || '',
        );
      } catch (_) {
        // Storage may be blocked; the page is simply not remembered.
      }
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    parsing.disconnect();
    enableSubmits(document);
    keepForTab();
  });

  window.heldInput = {
    /** Hands the held input to the live app: typed text first, then each press in turn. */
    release: async (act) => {
      parsing.disconnect();
      const passThrough = (dispatch) => {
        replaying = true;
        try {
          dispatch();
        } finally {
          replaying = false;
        }
      };
      for (;;) {
        for (const [field, value] of typed) act.type(field, value, passThrough);
        typed.clear();
        for (const [field, state] of toggled) act.toggle(field, state, passThrough);
        toggled.clear();
        const press = presses.shift();
        if (!press) break;
        await act.press(press, passThrough);
      }
      marks?.remove();
      marks = null;
      released = true;
    },
  };
})();
