// The demo's random numbers: a seeded PRNG, so every install gets the same people.

/** mulberry32: a tiny PRNG, the same sequence on every run. */
function mulberry32(semilla: number) {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Azar {
  private readonly sig: () => number;
  constructor(semilla: number) {
    this.sig = mulberry32(semilla);
  }
  /** Whole number in [min, max], both included. */
  entero(min: number, max: number): number {
    return min + Math.floor(this.sig() * (max - min + 1));
  }
  si(probabilidad: number): boolean {
    return this.sig() < probabilidad;
  }
  elegir<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.sig() * xs.length)]!;
  }
  ponderado<T>(opciones: readonly (readonly [T, number])[]): T {
    const total = opciones.reduce((s, [, p]) => s + p, 0);
    let r = this.sig() * total;
    for (const [v, p] of opciones) if ((r -= p) < 0) return v;
    return opciones[opciones.length - 1]![0];
  }
  mezclar<T>(xs: readonly T[]): T[] {
    const c = [...xs];
    for (let i = c.length - 1; i > 0; i--) {
      const j = Math.floor(this.sig() * (i + 1));
      [c[i], c[j]] = [c[j]!, c[i]!];
    }
    return c;
  }
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.entero(0, 9));
    return s;
  }
}
