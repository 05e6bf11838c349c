// Apart from iconos.tsx so the login page's entry code does not carry the menu's icon set.

// What may carry a name of its own besides the icon inside it.
const CONTROL = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"]';

/**
 * An @ant-design/icons icon announces itself by its English name («bell», «user»,
 * «environment») unless given another. Where the icon is decoration (beside a
 * text, or inside a control named by aria-label, title or text) it is hidden from
 * screen readers; an icon that is the only name of its control takes the
 * tooltip of its container, else is left as is, so
 * no control goes nameless: the sweep's English check points at it instead.
 */
export function silenciarIcono(icono: Element): void {
  const nombre = icono.getAttribute('aria-label');
  if (!nombre || icono.hasAttribute('aria-hidden') || !icono.classList.contains(`anticon-${nombre}`)) return;
  const control = icono.parentElement?.closest(CONTROL);
  const otroNombre =
    !control || control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.hasAttribute('title') || control.textContent?.trim();
  if (otroNombre) return icono.setAttribute('aria-hidden', 'true');
  // The only name of its control: the tooltip beside it (antd's pagination puts «Página
  // anterior» on the item) says it in Spanish.
  const dicho = control.parentElement?.getAttribute('title');
  if (dicho) icono.setAttribute('aria-label', dicho);
}

const ICONO = '.anticon[role="img"][aria-label]';

// Several parts of a screen carry antd's provider (ProveedorAntd): one observer of the whole
// document serves them all, and stops when the last one goes.
let usosDelDocumento = 0;
let pararDocumento: () => void = () => undefined;

/** Applies silenciarIcono to the icons under `raiz`, now and as they appear; returns the stop. */
export function silenciarIconosDecorativos(raiz?: Element): () => void {
  if (raiz) return observar(raiz);
  if (usosDelDocumento++ === 0) pararDocumento = observar(document.body);
  return () => {
    if (--usosDelDocumento === 0) pararDocumento();
  };
}

function observar(raiz: Element): () => void {
  const revisar = (nodo: Node) => {
    if (!(nodo instanceof Element)) return;
    if (nodo.matches(ICONO)) silenciarIcono(nodo);
    nodo.querySelectorAll(ICONO).forEach(silenciarIcono);
  };
  revisar(raiz);
  const observador = new MutationObserver((cambios) => {
    for (const c of cambios) {
      if (c.type === 'childList') c.addedNodes.forEach(revisar);
      // A control's name may arrive after its icon (aria-label set on a later render).
      else revisar(c.target);
    }
  });
  observador.observe(raiz, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'title'] });
  return () => observador.disconnect();
}
