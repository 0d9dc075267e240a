import type { Plugin } from 'vite';

/**
 * antd components the app never renders (no import of them in src/, and no component it uses renders them):
 * their rules in antd's prebuilt stylesheet only cost download and parsing. `tree` is antd's Tree, not
 * TreeSelect (`.ant-select-tree`, `.ant-tree-select`).
 */
const UNUSED = [
  'affix',
  'anchor',
  'back-top',
  'carousel',
  'cascader',
  'color-picker',
  'drawer',
  'float-btn',
  'image',
  'masonry',
  'mentions',
  'qrcode',
  'rate',
  'slider',
  'splitter',
  'steps',
  'timeline',
  'tour',
  'transfer',
  'tree(?!-select)',
  'watermark',
];
/**
 * A selector that can never match: a class of an unused component, or the component CSS variables antd.css
 * scopes to the class of its own build (`.css-var-_R_0_`; in the browser antd writes those variables itself,
 * for the theme's tokens, under React's lower-case ids).
 */
const DEAD = new RegExp(`\\.ant-(?:${UNUSED.join('|')})(?![\\w])|\\.css-var-_R_`);

/** Splits `text` at `separator` where it is outside brackets, parentheses and strings. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error('antd.css: unbalanced braces');
}

/** antd.css without the rules (or the selectors of a rule) that can never match (DEAD). */
export function trimAntdCss(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const prelude = css.slice(i, open);
    const end = blockEnd(css, open);
    const body = css.slice(open + 1, end);
    const trimmed = prelude.trim();
    if (trimmed.startsWith('@media') || trimmed.startsWith('@supports') || trimmed.startsWith('@layer')) {
      const inner = trimAntdCss(body);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (trimmed.startsWith('@')) {
      out += `${prelude}{${body}}`; // @keyframes, @font-face: kept as they are
    } else {
      const selectors = splitTopLevel(prelude, ',').filter((selector) => !DEAD.test(selector));
      if (selectors.length > 0) out += `${selectors.join(',')}{${body}}`;
    }
    i = end + 1;
  }
  return out;
}

/**
 * Trims antd's prebuilt stylesheet (loaded by src/components/antd-styles.ts) in the build: about a third of
 * it styles components the app never renders. The development server serves it whole.
 */
export function trimAntdStylesheet(): Plugin {
  return {
    name: 'dialysis:trim-antd-stylesheet',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.names.includes('antd.css')) continue;
        asset.source = trimAntdCss(String(asset.source));
      }
    },
  };
}
