import { describe, expect, it } from 'vitest';
import { enlaceEmbedYoutube, segundosDeTiempo } from './youtube';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe('enlaceEmbedYoutube', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://youtube.com/watch?v=${ID}&feature=share`, EMBED],
    [`http://m.youtube.com/watch?v=${ID}`, EMBED],
    [`https://music.youtube.com/watch?v=${ID}`, EMBED],
    [`https://youtu.be/${ID}`, EMBED],
    [`https://youtu.be/${ID}?si=AbCdEf123`, EMBED],
    [`https://www.youtube.com/shorts/${ID}`, EMBED],
    [`https://youtube.com/shorts/${ID}?feature=share`, EMBED],
    [`https://www.youtube.com/live/${ID}`, EMBED],
    [`https://www.youtube.com/embed/${ID}`, EMBED],
    [`https://www.youtube-nocookie.com/embed/${ID}`, EMBED],
    [`youtu.be/${ID}`, EMBED],
    [`www.youtube.com/watch?v=${ID}`, EMBED],
    [`  https://youtu.be/${ID}  `, EMBED],
  ])('%s → embed', (entrada, esperado) => {
    expect(enlaceEmbedYoutube(entrada)).toBe(esperado);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=90`, `${EMBED}?start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=90s`, `${EMBED}?start=90`],
    [`https://youtu.be/${ID}?t=1m30s`, `${EMBED}?start=90`],
    [`https://youtu.be/${ID}?t=1h2m3s`, `${EMBED}?start=3723`],
    [`https://www.youtube.com/watch?v=${ID}#t=45`, `${EMBED}?start=45`],
    [`https://www.youtube.com/embed/${ID}?start=30`, `${EMBED}?start=30`],
    [`https://www.youtube.com/shorts/${ID}?t=5`, `${EMBED}?start=5`],
    [`https://www.youtube.com/watch?v=${ID}&t=0`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&t=ayer`, EMBED],
  ])('conserva el tiempo: %s', (entrada, esperado) => {
    expect(enlaceEmbedYoutube(entrada)).toBe(esperado);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`, `${EMBED}?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`],
    [`https://youtu.be/${ID}?list=PLabc123&t=10`, `${EMBED}?start=10&list=PLabc123`],
    [`https://www.youtube.com/watch?v=${ID}&list=PLabc123&index=3&t=2m`, `${EMBED}?start=120&list=PLabc123`],
    ['https://www.youtube.com/playlist?list=PLabc123', 'https://www.youtube.com/embed/videoseries?list=PLabc123'],
    ['https://www.youtube.com/embed/videoseries?list=PLabc123', 'https://www.youtube.com/embed/videoseries?list=PLabc123'],
  ])('conserva la lista de reproducción: %s', (entrada, esperado) => {
    expect(enlaceEmbedYoutube(entrada)).toBe(esperado);
  });

  it.each([
    '',
    'no es un enlace',
    'https://vimeo.com/123456',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=corto',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/playlist',
    `https://evil.com/watch?v=${ID}`,
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `javascript:alert('https://youtu.be/${ID}')`,
    `ftp://youtu.be/${ID}`,
    `https://youtu.be/${ID} otra cosa`,
  ])('%s no es un video de YouTube', (entrada) => {
    expect(enlaceEmbedYoutube(entrada)).toBeNull();
  });

  it('la lista con caracteres extraños se descarta y queda el video', () => {
    expect(enlaceEmbedYoutube(`https://www.youtube.com/watch?v=${ID}&list=<script>`)).toBe(EMBED);
  });
});

describe('segundosDeTiempo', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['2m', 120],
    ['1m30s', 90],
    ['1h', 3600],
    ['1h2m3s', 3723],
  ])('%s = %i segundos', (t, s) => expect(segundosDeTiempo(t)).toBe(s));

  it.each([null, '', 'h', '1x', '-5', '1.5'])('%s no es un tiempo', (t) => expect(segundosDeTiempo(t)).toBeNull());
});
