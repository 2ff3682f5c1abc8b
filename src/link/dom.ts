// The pages draw plain DOM (decision 0052): this tiny builder is their whole "framework".

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * `h('button', { type: 'button', onclick: handle }, 'Valider')`. `on…` keys are listeners,
 * `true` sets an empty attribute, `false`, null and undefined set nothing; text is never HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) {
      element.setAttribute(name, String(value));
    }
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'object' ? child : String(child));
  }
  return element;
}

let lastId = 0;
/** A unique id for a label's `for`, an error's `aria-describedby`. */
export const newId = (prefix: string) => `${prefix}-${++lastId}`;
