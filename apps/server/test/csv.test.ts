import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { aCsv, neutralizarFormulas } from '../src/platform/http/csv';

// Issue 37, item 5: a formula start is neutralised (a leading ') wherever a spreadsheet could
// read one: the cell's start and each line's, also after blanks (OWASP: = + - @, tab, CR).
describe('CSV: fórmulas neutralizadas', () => {
  const celda = (valor: string) =>
    Papa.parse<string[]>(
      aCsv(['x'], [[valor]])
        .slice(1)
        .trim(),
      { delimiter: ';' },
    ).data[1]![0];

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    [' =HYPERLINK("http://malo")', `' =HYPERLINK("http://malo")`],
    ['\u00A0=1', "'\u00A0=1"],
    ['\n=HYPERLINK("http://malo")', `\n'=HYPERLINK("http://malo")`],
    ['=HYPERLINK("http://malo")\nnota', `'=HYPERLINK("http://malo")\nnota`],
    ['nota\r\n  @SUM(A1)', "nota\r\n'  @SUM(A1)"],
    ['nota\r=1', "nota\r'=1"],
    ['a\n\n-1', "a\n\n'-1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
  ])('%j sale %j', (valor, esperado) => {
    expect(neutralizarFormulas(valor)).toBe(esperado);
    expect(celda(valor)).toBe(esperado);
  });

  it.each(['hola', 'Dijo "hola";\nchau', 'fin = bien', 'a - b', 'x\n\ny', 'usuario@dominio'])('%j queda igual', (valor) => {
    expect(celda(valor)).toBe(valor);
  });

  it('números y booleanos son valores, no texto con comilla', () => {
    expect(aCsv(['n', 'b'], [[-3, true]])).toBe('\uFEFFn;b\r\n-3;Sí\r\n');
  });
});
