import { describe, expect, it } from 'vitest';
import {
  aceptar,
  clasificarArchivo,
  disposicionDe,
  esImagen,
  extensionDe,
  MAX_NOMBRE_ARCHIVO,
  megas,
  mensajeExcedeMaximo,
  MENSAJE_TIPO_NO_PERMITIDO,
  nombreSeguro,
  problemaAntesDeSubir,
  tamanoLegible,
  tipoPorMime,
} from './archivos';

const PNG = 'image/png';
const PDF = 'application/pdf';

describe('clasificarArchivo', () => {
  it('acepta cuando la extensión y el contenido son del mismo tipo, sin importar mayúsculas', () => {
    expect(clasificarArchivo('foto.PNG', PNG)).toEqual({ ok: true, tipo: tipoPorMime(PNG) });
    expect(clasificarArchivo('retrato.jpeg', 'image/jpeg')).toMatchObject({ ok: true, tipo: { mime: 'image/jpeg' } });
    expect(clasificarArchivo('clase.m4v', 'video/mp4')).toMatchObject({ ok: true, tipo: { familia: 'video' } });
  });

  it('sin extensión decide el contenido', () => {
    expect(clasificarArchivo('escaneo', PDF)).toMatchObject({ ok: true, tipo: { mime: PDF } });
    expect(clasificarArchivo('escaneo', null)).toEqual({ ok: false, motivo: 'tipo', mensaje: MENSAJE_TIPO_NO_PERMITIDO });
  });

  it('una extensión no admitida es un tipo prohibido aunque el contenido sea válido', () => {
    expect(clasificarArchivo('logo.svg', null)).toMatchObject({ ok: false, motivo: 'tipo' });
    expect(clasificarArchivo('imagen.exe', PNG)).toMatchObject({ ok: false, motivo: 'tipo' });
    expect(clasificarArchivo('notas.txt', null)).toMatchObject({ ok: false, motivo: 'tipo' });
  });

  it('una extensión admitida con otro contenido (renombrado o dañado) no corresponde', () => {
    expect(clasificarArchivo('foto.jpg', PNG)).toEqual({
      ok: false,
      motivo: 'extension',
      mensaje: 'El contenido del archivo no corresponde a su extensión (.jpg). Verifique que el archivo no esté dañado o renombrado.',
    });
    expect(clasificarArchivo('factura.pdf', 'application/x-msdownload')).toMatchObject({ ok: false, motivo: 'extension' });
    expect(clasificarArchivo('factura.pdf', null)).toMatchObject({ ok: false, motivo: 'extension' });
  });

  it('un contenido fuera de la lista con nombre sin extensión es un tipo prohibido', () => {
    expect(clasificarArchivo('programa', 'application/x-msdownload')).toMatchObject({ ok: false, motivo: 'tipo' });
  });
});

describe('extensionDe', () => {
  it('toma la última extensión y no confunde archivos ocultos ni carpetas', () => {
    expect(extensionDe('informe.final.PDF')).toBe('pdf');
    expect(extensionDe('.bashrc')).toBe('');
    expect(extensionDe('carpeta.v2/archivo')).toBe('');
    expect(extensionDe('C:\\fotos\\playa.jpg')).toBe('jpg');
    expect(extensionDe('punto.')).toBe('');
  });
});

describe('nombreSeguro', () => {
  const pdf = tipoPorMime(PDF)!;
  it('quita carpetas, caracteres de control y espacios de más', () => {
    expect(nombreSeguro('../../etc/Informe\u0000 \t anual.pdf', pdf)).toBe('Informe anual.pdf');
    expect(nombreSeguro('C:\\Users\\ana\\Reglamento.pdf', pdf)).toBe('Reglamento.pdf');
  });
  it('agrega la extensión del tipo a un nombre sin ella y nombra "archivo" a uno vacío', () => {
    expect(nombreSeguro('escaneo', pdf)).toBe('escaneo.pdf');
    expect(nombreSeguro('  ', pdf)).toBe('archivo.pdf');
  });
  it('recorta nombres largos conservando la extensión', () => {
    const n = nombreSeguro(`${'a'.repeat(300)}.pdf`, pdf);
    expect(n.length).toBe(MAX_NOMBRE_ARCHIVO);
    expect(n.endsWith('a.pdf')).toBe(true);
  });
});

describe('disposición, imágenes y límites', () => {
  it('imágenes, PDF y video se abren; los documentos se descargan', () => {
    expect(disposicionDe(PNG)).toBe('inline');
    expect(disposicionDe(PDF)).toBe('inline');
    expect(disposicionDe('video/mp4')).toBe('inline');
    expect(disposicionDe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('attachment');
    expect(disposicionDe('text/html')).toBe('attachment');
  });
  it('sólo las imágenes admitidas son imágenes (SVG no)', () => {
    expect(esImagen('image/gif')).toBe(true);
    expect(esImagen('image/svg+xml')).toBe(false);
    expect(esImagen(PDF)).toBe(false);
  });
  it('el límite se escribe en MB con coma decimal', () => {
    expect(megas(10 * 1024 * 1024)).toBe('10 MB');
    expect(megas(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(mensajeExcedeMaximo(10 * 1024 * 1024)).toBe('El archivo supera el máximo de 10 MB.');
  });
  it('el tamaño de un archivo se lee en kB o MB', () => {
    expect(tamanoLegible(10)).toBe('1 kB');
    expect(tamanoLegible(350 * 1024)).toBe('350 kB');
    expect(tamanoLegible(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(tamanoLegible(3 * 1024 * 1024)).toBe('3 MB');
  });
  it('accept lista las extensiones admitidas, o sólo las de imágenes', () => {
    expect(aceptar(true)).toBe('.jpg,.jpeg,.jfif,.png,.webp,.gif');
    expect(aceptar()).toContain('.pdf');
    expect(aceptar()).toContain('.xlsx');
  });
});

describe('problemaAntesDeSubir', () => {
  const MB = 1024 * 1024;
  it('controla el tamaño con el límite por defecto o el dado', () => {
    expect(problemaAntesDeSubir({ name: 'a.pdf', size: 10 * MB })).toBeNull();
    expect(problemaAntesDeSubir({ name: 'a.pdf', size: 10 * MB + 1 })).toBe('El archivo supera el máximo de 10 MB.');
    expect(problemaAntesDeSubir({ name: 'a.pdf', size: 3 * MB }, { maxBytes: 2 * MB })).toBe('El archivo supera el máximo de 2 MB.');
    expect(problemaAntesDeSubir({ name: 'a.pdf', size: 0 })).toBe('El archivo está vacío.');
  });
  it('rechaza extensiones no admitidas y, para una imagen, lo que no lo es', () => {
    expect(problemaAntesDeSubir({ name: 'virus.exe', size: 10 })).toBe(MENSAJE_TIPO_NO_PERMITIDO);
    expect(problemaAntesDeSubir({ name: 'a.pdf', size: 10 }, { soloImagenes: true })).toBe('El archivo debe ser una imagen JPG, PNG, WEBP o GIF.');
    expect(problemaAntesDeSubir({ name: 'logo.svg', size: 10 }, { soloImagenes: true })).toBe('El archivo debe ser una imagen JPG, PNG, WEBP o GIF.');
    expect(problemaAntesDeSubir({ name: 'foto.JPG', size: 10 }, { soloImagenes: true })).toBeNull();
  });
  it('sin extensión decide el tipo que informa el navegador (el servidor mira los bytes igual)', () => {
    expect(problemaAntesDeSubir({ name: 'captura', size: 10, type: 'image/png' }, { soloImagenes: true })).toBeNull();
    expect(problemaAntesDeSubir({ name: 'captura', size: 10, type: '' }, { soloImagenes: true })).not.toBeNull();
    expect(problemaAntesDeSubir({ name: 'captura', size: 10, type: '' })).toBeNull();
  });
});
