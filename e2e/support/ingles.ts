/**
 * English accessible names a screen must not expose (issue 16): the names antd gives its
 * icons (the icon's own kebab-case name: «bell», «file-excel», «eye-invisible»…) and the
 * English words of its built-in controls («Clear», «Close», «Next Page»…). Only the quoted
 * names of the accessibility tree are read, not page text, so a person's or a news
 * item's words never count.
 */
const PALABRAS = new Set(
  [
    'bell',
    'clear',
    'close',
    'delete',
    'edit',
    'search',
    'loading',
    'plus',
    'minus',
    'more',
    'ellipsis',
    'menu',
    'user',
    'home',
    'down',
    'up',
    'left',
    'right',
    'check',
    'reload',
    'logout',
    'setting',
    'upload',
    'download',
    'calendar',
    'environment',
    'filter',
    'holder',
    'copy',
    'eye',
    'next',
    'previous',
    'page',
    'select',
    'expand',
    'collapse',
    'sort',
    'ascending',
    'descending',
    'items',
    'open',
    'remove',
  ].map((p) => p.toLowerCase()),
);

// antd icon names: lowercase words joined by hyphens («file-excel», «close-circle»).
const NOMBRE_DE_ICONO = /^[a-z]+(-[a-z]+)+$/;
const NO_SON_INGLES = new Set(['e-mail']);

/** The English names found in an aria snapshot (`locator.ariaSnapshot()`), without repeats. */
export function nombresEnIngles(snapshot: string): string[] {
  const hallados = new Set<string>();
  for (const [, nombre] of snapshot.matchAll(/^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/gm)) {
    const palabras = nombre!.split(/[\s/]+/).map((p) => p.replace(/[.,:;()«»"]/g, ''));
    if (palabras.some((p) => !NO_SON_INGLES.has(p.toLowerCase()) && (PALABRAS.has(p.toLowerCase()) || NOMBRE_DE_ICONO.test(p)))) hallados.add(nombre!);
  }
  return [...hallados];
}
