/**
 * What the visitor did before the app took over the page, held by public/page-init.js: text typed
 * into fields and presses on controls that need the app. Released once the app is live, so a tap
 * made at first paint acts then instead of being lost.
 */
/** A tick box or choice changed before the app was live: its state before, and as the visitor left it. */
type HeldToggle = { wasChecked: boolean; isChecked: boolean };

type HeldPress = { element: HTMLElement; form?: HTMLFormElement; submitter?: HTMLElement | null };

/** Runs a held action's events past the holding listeners (they hold a visitor's own, not these). */
type PassThrough = (dispatch: () => void) => void;

type HeldInput = {
  release: (act: {
    type: (
      field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
      value: string,
      passThrough: PassThrough,
    ) => void;
    toggle: (field: HTMLInputElement, state: HeldToggle, passThrough: PassThrough) => void;
    press: (press: HeldPress, passThrough: PassThrough) => Promise<void>;
  }) => Promise<void>;
};

/** The value setter of the field's own kind, which writes the field without telling React. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Tells the app what was typed into a field before it was live, as an input event would have: the
 * app's state (a controlled field's, or a form library's that reset the field to its default when
 * it took over) then holds what the visitor sees. Text typed after the app took over is left alone.
 */
export function deliverTyped(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): void {
  if (!field.isConnected) return;
  // A chosen file cannot be typed again: the field still holds it, so its change is announced.
  if (field instanceof HTMLInputElement && field.type === 'file') {
    if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const isReset =
    field.value !== value && field.value === ('defaultValue' in field ? field.defaultValue : '');
  if (field.value !== value && !isReset) return;
  const setValue = nativeValueSetter(field);
  if (!setValue) return;
  // React reports a change only when the value differs from the last one it saw set: set another
  // through the field (React sees it), then the typed one past React, then announce the input.
  field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  // A field the visitor has already left is left again, so rules shown on leaving a field apply.
  if (document.activeElement !== field) {
    field.dispatchEvent(new FocusEvent('blur'));
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
}

/**
 * Tells the app a tick box or choice was changed before it was live: set back, then pressed, so
 * the app hears the change to the state the visitor left it in (whatever the app has drawn since,
 * such as a member's own choices once it knows them). One changed back meanwhile is left alone.
 */
export function deliverToggle(field: HTMLInputElement, { wasChecked, isChecked }: HeldToggle): void {
  if (!field.isConnected || isChecked === wasChecked) return;
  field.checked = !isChecked;
  field.click();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Acts on one held press as the visitor's own press would: the pointer and mouse events some
 * controls open on, then the click; a held form submission is sent again by the app.
 */
export async function deliverPress(
  { element, form, submitter }: HeldPress,
  passThrough: PassThrough = (dispatch) => dispatch(),
): Promise<void> {
  if (form) {
    if (!form.isConnected) return;
    passThrough(() =>
      form.requestSubmit(submitter?.isConnected && isSubmitter(submitter) ? submitter : undefined),
    );
  } else {
    if (!element.isConnected) return;
    const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
    passThrough(() => {
      element.dispatchEvent(
        new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }),
      );
      element.dispatchEvent(new MouseEvent('mousedown', init));
      element.dispatchEvent(
        new PointerEvent('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }),
      );
      element.dispatchEvent(new MouseEvent('mouseup', init));
      element.click();
    });
  }
  // The next press acts on the page as this one left it (a filter's address, an open menu).
  await nextFrame();
}

function isSubmitter(element: HTMLElement): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit'
  );
}

/** Whether React has taken the element over (a part of the page may hydrate after the rest). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** How long a held action waits for its part of the page to hydrate before it is delivered anyway. */
const HYDRATION_WAIT_MS = 10_000;

/** Resolves once React has taken `element` over, or after HYDRATION_WAIT_MS. */
async function whenHydrated(element: Element): Promise<void> {
  const giveUpAt = performance.now() + HYDRATION_WAIT_MS;
  while (element.isConnected && !isHydrated(element) && performance.now() < giveUpAt) await nextFrame();
}

/** Hands what was held to the live app; once, as the app first marks the page live. */
export function releaseHeldInput(): void {
  // Where page-init.js leaves what it held.
  const page = window as { heldInput?: HeldInput };
  const held = page.heldInput;
  if (!held) return;
  page.heldInput = undefined;
  // Typed text and ticks reach their fields one after another, each once React has it.
  let typing = Promise.resolve();
  const inTurn = (field: Element, deliver: () => void) => {
    typing = typing.then(() => whenHydrated(field)).then(deliver);
  };
  void held.release({
    type: (field, value, passThrough) => inTurn(field, () => passThrough(() => deliverTyped(field, value))),
    toggle: (field, state, passThrough) =>
      inTurn(field, () => passThrough(() => deliverToggle(field, state))),
    press: async (press, passThrough) => {
      await typing;
      await whenHydrated(press.form ?? press.element);
      await deliverPress(press, passThrough);
    },
  });
}
