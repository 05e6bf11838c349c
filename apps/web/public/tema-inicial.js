/* global window, document */
// Runs before the first paint (a plain script, allowed by a 'self' CSP).
// 1. Applies the stored theme before React loads (no flash of the wrong theme).
//    Keep the key and values in sync with src/app/theme/preference.ts.
// 2. Shows the login page index.html carries (src/features/auth/prepintado.ts) when the page
//    React will render is that one: the login route and no stored session. Until React takes
//    over, a press of «Ingresar» there is kept (React sends it) instead of reloading the page.
(function () {
  try {
    if (window.localStorage.getItem('worknet.tema') === 'oscuro') {
      document.documentElement.setAttribute('data-tema', 'oscuro');
    }
  } catch {
    /* storage blocked: light theme */
  }
  try {
    var ruta = window.location.hash.replace(/^#/, '').split('?')[0];
    if ((ruta === '' || ruta === '/' || ruta === '/login') && !window.localStorage.getItem('worknet.token')) {
      document.documentElement.setAttribute('data-prepintado', '');
      document.addEventListener(
        'submit',
        function (evento) {
          var formulario = evento.target;
          if (formulario && formulario.closest && formulario.closest('.worknet-prepintado')) {
            evento.preventDefault();
            formulario.setAttribute('data-enviado', '');
          }
        },
        true,
      );
    }
  } catch {
    /* storage blocked: no painted login page, React renders it */
  }
})();
