// A faster window.getComputedStyle for component tests, with happy-dom's answers.
//
// happy-dom works out an element's whole style: every rule of every stylesheet is matched against the element
// and against each ancestor it has not worked out since the page last changed, and every matching declaration is
// parsed. MUI (emotion) puts hundreds of rules in the page, and role queries ask for the style of every node they
// look at (is it hidden?), user-event of every element it clicks; in an admin screen's test that was a quarter to
// a third of the time. Those callers read three properties: display, visibility and pointer-events. This answers
// those three from the few rules that declare them, cascaded the way happy-dom 21 does it: its default style for
// the tag, then the matching rules ordered by happy-dom's own selector weight and then by place in the page, then
// the style attribute; !important; visibility inherited, with its !important. Selectors are matched, and values
// parsed, by happy-dom's own code. Any other property, and an element whose property comes from a rule inside
// @media, @supports or @scope, from a rule whose match depends on focus or input state, or from a var(), gets
// happy-dom's own computation.
//
// MORPH_VERIFY_STYLES=1 makes every answer also computed by happy-dom and compared: run the component tests that
// way after upgrading happy-dom or MUI (a difference throws and names the element and the property).
import CSSComputedStyleElementDefault from 'happy-dom/lib/css/declaration/computed-style/config/CSSComputedStyleElementDefault.js';
import CSSComputedStyleInheritedProperties from 'happy-dom/lib/css/declaration/computed-style/config/CSSComputedStyleInheritedProperties.js';
import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';
import CSSTextParser from 'happy-dom/lib/css/declaration/utilities/CSSTextParser.js';
import CSSRuleTypeEnum from 'happy-dom/lib/css/CSSRuleTypeEnum.js';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';

type Property = 'display' | 'visibility' | 'pointer-events';
const PROPERTIES: readonly Property[] = ['display', 'visibility', 'pointer-events'];
const CAMEL: Record<string, Property> = {
  display: 'display',
  visibility: 'visibility',
  pointerEvents: 'pointer-events',
};
const INHERITED = CSSComputedStyleInheritedProperties as Record<string, boolean | undefined>;
const DEFAULTS = CSSComputedStyleElementDefault as Record<
  string,
  string | Record<string, string> | undefined
>;

interface Declaration {
  property: Property;
  value: string;
  important: boolean;
}
interface Value {
  value: string;
  important: boolean;
}
/** A property happy-dom must work out itself for this element. */
const OWN = Symbol('own');
type Answer = Value | typeof OWN;
type Answers = Record<Property, Answer>;

interface Rule {
  order: number;
  selector: string;
  declarations: Declaration[];
  /** Inside @media, @supports or @scope, which happy-dom applies by conditions other than the selector. */
  grouped: boolean;
  /** Matches by focus or input state, which changes without a change to the page. */
  stateful: boolean;
}

interface RuleIndex {
  byClass: Map<string, Rule[]>;
  byId: Map<string, Rule[]>;
  byTag: Map<string, Rule[]>;
  always: Rule[];
}

const STATEFUL =
  /:(focus|focus-visible|focus-within|target|checked|hover|active|indeterminate|valid|invalid|user-valid|user-invalid|in-range|out-of-range|placeholder-shown|autofill|default)\b/;

// Differences found in MORPH_VERIFY_STYLES mode, also kept here: a caller may swallow the error thrown.
const mismatches: string[] = [];
export function takeStyleMismatches(): string[] {
  return mismatches.splice(0);
}

// For each selector of a list, one thing its subject (the last compound) requires: ['.', class], ['#', id] or
// ['', tag]. Null when a selector is not that simple (functional pseudo-classes, attributes, universal): such a
// rule is tried on every element.
export function subjectKeys(selectorList: string): Array<['.' | '#' | '', string]> | null {
  // Brackets, parentheses, quotes and escapes (:not(.a .b), [href$=".pdf"]) are left to the matching.
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

// A declaration's value as happy-dom stores it (it checks and normalises each property), or null when it would
// drop it. Values repeat across rules: each is worked out once.
const normalised = new Map<string, Value | null>();
function normalise(property: Property, value: string, important: boolean): Value | null {
  const key = `${property}:${value}:${important}`;
  let known = normalised.get(key);
  if (known === undefined) {
    const manager = new CSSPropertyManager();
    manager.set(property, value, important);
    const stored = manager.get(property);
    known = stored ? { value: stored.value, important: stored.important } : null;
    normalised.set(key, known);
  }
  return known;
}

// The declarations of the three properties in a block of CSS text, parsed as happy-dom parses it.
function declarationsOf(cssText: string): Declaration[] {
  const found: Declaration[] = [];
  for (const { name, value, important } of CSSTextParser.parse(cssText).rules) {
    if ((PROPERTIES as readonly string[]).includes(name))
      found.push({ property: name as Property, value, important });
  }
  return found;
}

const tagDefaults = new Map<string, Declaration[]>();
// happy-dom's default style for an element: by tag name, some of it only while a property is set (an open dialog).
function defaultDeclarations(element: Element): Declaration[] {
  const tag = (element as unknown as Record<symbol, string>)[PropertySymbol.tagName]!;
  const css = DEFAULTS[tag];
  if (!css) return [];
  if (typeof css === 'string') {
    let known = tagDefaults.get(tag);
    if (!known) tagDefaults.set(tag, (known = declarationsOf(css)));
    return known;
  }
  let text = '';
  for (const key of Object.keys(css))
    if (key === 'default' || (element as unknown as Record<string, unknown>)[key]) text += css[key];
  return declarationsOf(text);
}

export function installFastComputedStyle(window: Window & typeof globalThis): void {
  const verify = process.env.MORPH_VERIFY_STYLES === '1';
  const document = window.document;
  const ownComputedStyle = window.getComputedStyle.bind(window);

  let rules: RuleIndex | null = null;
  let adopted = -1;
  let answers = new WeakMap<Element, Answers>();

  const collect = (list: CSSRuleList, grouped: boolean, into: Rule[]) => {
    for (const rule of Array.from(list)) {
      // The kinds of rule happy-dom applies; it leaves out the rest (@layer, @keyframes, …), and so does this.
      if (
        rule.type === CSSRuleTypeEnum.mediaRule ||
        rule.type === CSSRuleTypeEnum.supportsRule ||
        rule.type === CSSRuleTypeEnum.containerRule
      ) {
        collect((rule as CSSGroupingRule).cssRules, true, into);
        continue;
      }
      if (rule.type !== CSSRuleTypeEnum.styleRule) continue;
      const selector = (rule as CSSStyleRule).selectorText;
      if (!selector) continue;
      const declarations = declarationsOf(
        (rule as unknown as Record<symbol, string>)[PropertySymbol.cssText]!,
      );
      if (declarations.length === 0) continue;
      into.push({ order: into.length, selector, declarations, grouped, stateful: STATEFUL.test(selector) });
    }
  };
  // Rules filed under what their selectors' subjects require (a class, an id or a tag), so an element is matched
  // only against rules that can apply to it. The stylesheets are those happy-dom reads, in its order.
  const currentRules = (): RuleIndex => {
    if (rules && adopted === document.adoptedStyleSheets.length) return rules;
    const list: Rule[] = [];
    for (const element of Array.from(document.querySelectorAll('style,link[rel="stylesheet"]'))) {
      const sheet = (element as HTMLStyleElement | HTMLLinkElement).sheet;
      if (sheet) collect(sheet.cssRules, false, list);
    }
    for (const sheet of document.adoptedStyleSheets) collect(sheet.cssRules, false, list);
    adopted = document.adoptedStyleSheets.length;
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
    for (const rule of index.byTag.get(element.localName.toLowerCase()) ?? []) found.add(rule);
    if (element.id) for (const rule of index.byId.get(element.id) ?? []) found.add(rule);
    for (const name of Array.from(element.classList))
      for (const rule of index.byClass.get(name) ?? []) found.add(rule);
    return [...found].sort((a, b) => a.order - b.order);
  };

  const everyOwn = (): Answers => ({ display: OWN, visibility: OWN, 'pointer-events': OWN });

  // The three properties of one element, or OWN for those happy-dom must work out itself.
  const answersFor = (element: Element): Answers => {
    const known = answers.get(element);
    if (known) return known;
    let result: Answers;
    if (!element.isConnected || element.getRootNode() !== document || element.shadowRoot) result = everyOwn();
    else {
      const parent = element.parentElement;
      const inherited = parent ? answersFor(parent) : null;
      const current: Partial<Record<Property, Value>> = {};
      const own = new Set<Property>();
      for (const property of PROPERTIES) {
        if (!INHERITED[property] || !inherited) continue;
        const from = inherited[property];
        if (from === OWN) own.add(property);
        else if (from.value) current[property] = from;
      }
      const matched: Array<{ weight: number; rule: Rule }> = [];
      for (const rule of candidates(element)) {
        if (rule.stateful) {
          for (const { property } of rule.declarations) own.add(property);
          continue;
        }
        const match = QuerySelector.matches(element as never, rule.selector, { ignoreErrors: true });
        if (!match) continue;
        if (rule.grouped) for (const { property } of rule.declarations) own.add(property);
        else matched.push({ weight: match.priorityWeight, rule });
      }
      matched.sort((a, b) => a.weight - b.weight);
      const style = element.getAttribute('style');
      const declarations = [
        ...defaultDeclarations(element),
        ...matched.flatMap(({ rule }) => rule.declarations),
        ...(style ? declarationsOf(style) : []),
      ];
      for (const { property, value, important } of declarations) {
        if (value.includes('var(')) own.add(property);
        if (value === 'inherit' || (current[property]?.important && !important)) continue;
        const stored = normalise(property, value, important);
        if (stored) current[property] = stored;
      }
      result = everyOwn();
      for (const property of PROPERTIES)
        if (!own.has(property)) result[property] = current[property] ?? { value: '', important: false };
    }
    answers.set(element, result);
    return result;
  };

  // Any change to the page (a node, an attribute, a text, a stylesheet) may change any element's style.
  const forget = (records: MutationRecord[]) => {
    if (records.length === 0) return;
    answers = new WeakMap();
    for (const record of records) {
      const target = record.target as Node;
      const inStyle =
        target.nodeName === 'STYLE' ||
        target.nodeName === 'LINK' ||
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
      answers = new WeakMap();
      return original.apply(this, args);
    } as never;
  }

  const answer = (element: Element, property: Property, full: () => CSSStyleDeclaration): string => {
    forget(changes.takeRecords());
    const found = answersFor(element)[property];
    if (found === OWN) return full().getPropertyValue(property);
    if (verify) {
      const expected = full().getPropertyValue(property);
      if (expected !== found.value) {
        const message = `fast computed style differs from happy-dom's: ${property} of <${element.localName} class="${element.getAttribute('class') ?? ''}"> is "${expected}", not "${found.value}"`;
        mismatches.push(message);
        throw new Error(message);
      }
    }
    return found.value;
  };

  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return ownComputedStyle(element, pseudoElement);
    let real: CSSStyleDeclaration | undefined;
    const full = () => (real ??= ownComputedStyle(element));
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
