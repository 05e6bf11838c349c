import { digitoVerificadorCuit } from '@worknet/domain/cuit';
import type { Azar } from './azar';
import type { Sexo } from './organizacion';

// Made-up documents that pass the real checks: DNI, CUIL and CBU.

/** A DNI plausible for the year of birth (they were handed out in order); foreigners get the 9x million series. */
export function generadorDni(az: Azar) {
  const usados = new Set<string>();
  return (anio: number, extranjero = false): string => {
    for (;;) {
      const n = extranjero
        ? az.entero(92_000_000, 96_999_999)
        : anio <= 1960
          ? 3_000_000 + (anio - 1925) * 300_000 + az.entero(-150_000, 150_000)
          : 13_500_000 + (anio - 1960) * 730_000 + az.entero(-400_000, 400_000);
      const dni = String(n);
      if (!usados.has(dni)) {
        usados.add(dni);
        return dni;
      }
    }
  };
}

/** CUIL: 20 (man) or 27 (woman); when that gives no check digit, AFIP uses 23 (check digit 9 or 4). */
export function cuilDe(dni: string, sexo: Sexo): string {
  const prefijo = sexo === 'F' ? '27' : '20';
  const dv = digitoVerificadorCuit(prefijo + dni);
  if (dv !== null) return `${prefijo}-${dni}-${dv}`;
  const dv23 = digitoVerificadorCuit(`23${dni}`);
  if (dv23 === null) throw new Error(`Semilla de personas: sin CUIL posible para el DNI ${dni}.`);
  return `23-${dni}-${dv23}`;
}

function verificadorCbu(digitos: string, pesos: number[]): number {
  const suma = pesos.reduce((s, p, i) => s + p * Number(digitos[i]), 0);
  return (10 - (suma % 10)) % 10;
}

/** A CBU of the bank: entity + branch + check, account (13) + check (BCRA). */
export function cbuDe(codigoBanco: string, sucursal: string, cuenta: string): string {
  const b1 = codigoBanco + sucursal;
  const b2 = cuenta;
  return `${b1}${verificadorCbu(b1, [7, 1, 3, 9, 7, 1, 3])}${b2}${verificadorCbu(b2, [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3])}`;
}
