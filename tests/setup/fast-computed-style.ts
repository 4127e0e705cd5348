// A faster window.getComputedStyle for component tests, with jsdom's answers.
//
// jsdom works out an element's whole style on each call: every rule of every stylesheet is matched against the
// element and each matching declaration is parsed. MUI (emotion) puts hundreds of rules in the page, and role
// queries ask for the style of every node they look at (is it hidden? what is its name?), user-event of every
// element it clicks; in an admin screen's test that was a quarter of the CPU. Those callers read only three
// properties: display, visibility and pointer-events. This answers those three from the few rules that declare
// them, cascaded the way jsdom 29 does it (its default stylesheet, then the page's, by !important, specificity
// and order; then the inline style; visibility and pointer-events inherited), and hands any other property to
// jsdom's own computation. An element matched by a rule inside @media, whose outcome depends on the window's
// size, gets jsdom's own answer too.
//
// MORPH_VERIFY_STYLES=1 makes every answer also computed by jsdom and compared: run the component tests that
// way after upgrading jsdom or MUI (a difference throws and names the element and the property).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Specificity from '@bramus/specificity';

type SpecificityValue = ReturnType<typeof Specificity.max>['value'];

type Property = 'display' | 'visibility' | 'pointer-events' | 'font-size' | 'letter-spacing';
const PROPERTIES: readonly Property[] = [
  'display',
  'visibility',
  'pointer-events',
  'font-size',
  'letter-spacing',
];
const CAMEL: Record<string, Property> = {
  display: 'display',
  visibility: 'visibility',
  pointerEvents: 'pointer-events',
  fontSize: 'font-size',
  letterSpacing: 'letter-spacing',
};
const INITIAL: Record<Property, string> = {
  display: 'inline',
  visibility: 'visible',
  'pointer-events': 'auto',
  'font-size': 'medium',
  'letter-spacing': 'normal',
};
const INHERITED: Record<Property, boolean> = {
  display: false,
  visibility: true,
  'pointer-events': true,
  'font-size': true,
  'letter-spacing': true,
};

interface Rule {
  order: number;
  selector: string;
  specificity: SpecificityValue;
  inMedia: boolean;
  declarations: Partial<Record<Property, { value: string; important: boolean }>>;
}

interface RuleIndex {
  byClass: Map<string, Rule[]>;
  byId: Map<string, Rule[]>;
  byTag: Map<string, Rule[]>;
  always: Rule[];
}

const MEDIA_DEPENDENT = Symbol('media');

// Differences found in MORPH_VERIFY_STYLES mode, also kept here: a caller may swallow the error thrown.
const mismatches: string[] = [];
export function takeStyleMismatches(): string[] {
  return mismatches.splice(0);
}

// For each selector of a list, one thing its subject (the last compound) requires: ['.', class], ['#', id] or
// ['', tag]. Null when a selector is not that simple (functional pseudo-classes, attributes, universal): such a
// rule is tried on every element.
export function subjectKeys(selectorList: string): Array<['.' | '#' | '', string]> | null {
  // Brackets, parentheses, quotes and escapes (:not(.a .b), [href$=".pdf"]) are left to element.matches.
  if (/[()[\]\\"']/.test(selectorList)) return null;
  const keys: Array<['.' | '#' | '', string]> = [];
  for (const selector of selectorList.split(',')) {
    const compound =
      selector
        .trim()
        .split(/[\s>+~]+/)
        .pop() ?? '';
    const id = /#(-?[_a-zA-Z][\w-]*)/.exec(compound);
    const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(compound);
    const tag = /^([a-zA-Z][\w-]*)/.exec(compound);
    if (id) keys.push(['#', id[1]!]);
    else if (cls) keys.push(['.', cls[1]!]);
    else if (tag) keys.push(['', tag[1]!.toLowerCase()]);
    else return null;
  }
  return keys;
}

export function installFastComputedStyle(window: Window & typeof globalThis): void {
  const verify = process.env.MORPH_VERIFY_STYLES === '1';
  const document = window.document;
  const jsdomComputedStyle = window.getComputedStyle.bind(window);

  // jsdom's own default stylesheet, parsed once, comes first in its cascade.
  const require = createRequire(import.meta.url);
  const defaultCss = readFileSync(require.resolve('jsdom/lib/jsdom/browser/default-stylesheet.css'), 'utf8');
  const defaultSheet = new window.CSSStyleSheet();
  defaultSheet.replaceSync(defaultCss);

  let rules: RuleIndex | null = null;
  let sheetCount = -1;
  let values = new WeakMap<Element, Partial<Record<Property, string | typeof MEDIA_DEPENDENT>>>();

  const collect = (list: CSSRuleList, inMedia: boolean, into: Rule[]) => {
    for (const rule of Array.from(list)) {
      if (rule instanceof window.CSSMediaRule) {
        collect(rule.cssRules, true, into);
        continue;
      }
      if (!(rule instanceof window.CSSStyleRule)) continue;
      const declarations: Rule['declarations'] = {};
      let any = false;
      for (const property of PROPERTIES) {
        const value = rule.style.getPropertyValue(property);
        if (value) {
          declarations[property] = {
            value,
            important: rule.style.getPropertyPriority(property) === 'important',
          };
          any = true;
        }
      }
      if (!any) continue;
      const specificity = Specificity.max(...Specificity.calculate(rule.selectorText)).value;
      into.push({ order: into.length, selector: rule.selectorText, specificity, inMedia, declarations });
    }
  };
  // Rules filed under what their selectors' subjects require (a class, an id or a tag), as jsdom pre-filters
  // them, so an element is matched only against rules that can apply to it.
  const currentRules = (): RuleIndex => {
    if (rules && sheetCount === document.styleSheets.length) return rules;
    const list: Rule[] = [];
    collect(defaultSheet.cssRules, false, list);
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules, false, list);
    sheetCount = document.styleSheets.length;
    const index: RuleIndex = { byClass: new Map(), byId: new Map(), byTag: new Map(), always: [] };
    for (const rule of list) {
      const keys = subjectKeys(rule.selector);
      if (!keys) {
        index.always.push(rule);
        continue;
      }
      for (const [kind, name] of keys) {
        const map = kind === '.' ? index.byClass : kind === '#' ? index.byId : index.byTag;
        const filed = map.get(name);
        if (filed) {
          if (filed[filed.length - 1] !== rule) filed.push(rule);
        } else map.set(name, [rule]);
      }
    }
    return (rules = index);
  };
  const candidates = (element: Element): Rule[] => {
    const index = currentRules();
    const found = new Set<Rule>(index.always);
    for (const rule of index.byTag.get(element.localName) ?? []) found.add(rule);
    if (element.id) for (const rule of index.byId.get(element.id) ?? []) found.add(rule);
    for (const name of Array.from(element.classList))
      for (const rule of index.byClass.get(name) ?? []) found.add(rule);
    return [...found].sort((a, b) => a.order - b.order);
  };

  const matches = (element: Element, selector: string): boolean => {
    // jsdom never applies a rule for a pseudo-element to the element itself.
    if (selector.includes('::')) return false;
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  };

  // The cascaded value of one property, or MEDIA_DEPENDENT when a matching rule sits inside @media.
  const specified = (element: Element, property: Property): string | typeof MEDIA_DEPENDENT => {
    let value = '';
    let important = false;
    let best: SpecificityValue | null = null;
    for (const rule of candidates(element)) {
      const declaration = rule.declarations[property];
      if (!declaration || !matches(element, rule.selector)) continue;
      if (rule.inMedia) return MEDIA_DEPENDENT;
      if (declaration.important) {
        value = declaration.value;
        important = true;
      } else if (!important && (best === null || Specificity.compare(rule.specificity, best) >= 0)) {
        best = rule.specificity;
        value = declaration.value;
      }
    }
    const inline = (element as HTMLElement).style?.getPropertyValue(property);
    if (inline) {
      const inlineImportant = (element as HTMLElement).style.getPropertyPriority(property) === 'important';
      if (!important || inlineImportant) value = inline;
    }
    return value;
  };

  const computed = (element: Element, property: Property): string | typeof MEDIA_DEPENDENT => {
    let known = values.get(element);
    if (!known) values.set(element, (known = {}));
    const cached = known[property];
    if (cached !== undefined) return cached;
    let value = specified(element, property);
    if (value !== MEDIA_DEPENDENT) {
      const parent = element.parentElement;
      const inherit = () => (parent ? computed(parent, property) : INITIAL[property]);
      if (value === 'initial' || (value === 'unset' && !INHERITED[property])) value = INITIAL[property];
      else if (value === 'inherit' || value === 'unset' || (value === '' && INHERITED[property]))
        value = inherit();
      else if (value === '') value = INITIAL[property];
    }
    known[property] = value;
    return value;
  };

  // Any change to the page (a node, an attribute, a text, a stylesheet) may change any element's style.
  const forget = (records: MutationRecord[]) => {
    if (records.length === 0) return;
    values = new WeakMap();
    for (const record of records) {
      const target = record.target as Node;
      const inStyle =
        target.nodeName === 'STYLE' ||
        target.parentNode?.nodeName === 'STYLE' ||
        [...Array.from(record.addedNodes), ...Array.from(record.removedNodes)].some(
          (node) => node.nodeName === 'STYLE' || node.nodeName === 'LINK',
        );
      if (inStyle) {
        rules = null;
        return;
      }
    }
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const method of ['insertRule', 'deleteRule', 'replaceSync'] as const) {
    const original = window.CSSStyleSheet.prototype[method] as (...args: unknown[]) => unknown;
    window.CSSStyleSheet.prototype[method] = function (this: CSSStyleSheet, ...args: unknown[]) {
      rules = null;
      values = new WeakMap();
      return original.apply(this, args);
    } as never;
  }

  const answer = (element: Element, property: Property, full: () => CSSStyleDeclaration): string => {
    forget(changes.takeRecords());
    const value = computed(element, property);
    if (value === MEDIA_DEPENDENT) return full().getPropertyValue(property);
    if (verify) {
      const expected = full().getPropertyValue(property);
      if (expected !== value) {
        const message = `fast computed style differs from jsdom's: ${property} of <${element.localName} class="${element.getAttribute('class') ?? ''}"> is "${expected}", not "${value}"`;
        mismatches.push(message);
        throw new Error(message);
      }
    }
    return value;
  };

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return jsdomComputedStyle(element, pseudoElement);
    let real: CSSStyleDeclaration | undefined;
    const full = () => (real ??= jsdomComputedStyle(element));
    return new Proxy({} as CSSStyleDeclaration, {
      get(_target, key) {
        if (key === 'getPropertyValue') {
          return (name: string) =>
            (PROPERTIES as readonly string[]).includes(name)
              ? answer(element, name as Property, full)
              : full().getPropertyValue(name);
        }
        if (typeof key === 'string' && key in CAMEL) return answer(element, CAMEL[key]!, full);
        const value = Reflect.get(full(), key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(full()) : value;
      },
      has: (_target, key) => Reflect.has(full(), key),
      ownKeys: () => Reflect.ownKeys(full()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(full(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  };
}
