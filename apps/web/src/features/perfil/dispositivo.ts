// A session's device in plain words («Chrome en Linux») from its user agent: only the
// browser and the system, which is what a person recognises; the rest of the string is noise.

const NAVEGADORES: [RegExp, string][] = [
  // Order matters: Edge and Opera say «Chrome» too, Chrome says «Safari».
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SISTEMAS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

/** «Chrome en Linux», «Firefox en Windows», «Navegador desconocido» when nothing is recognised. */
export function dispositivoDe(userAgent: string | null): string {
  if (!userAgent) return 'Dispositivo desconocido';
  const navegador = NAVEGADORES.find(([patron]) => patron.test(userAgent))?.[1];
  const sistema = SISTEMAS.find(([patron]) => patron.test(userAgent))?.[1];
  if (navegador && sistema) return `${navegador} en ${sistema}`;
  if (navegador) return navegador;
  if (sistema) return `Navegador en ${sistema}`;
  return 'Navegador desconocido';
}
