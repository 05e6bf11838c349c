/* global window, document */
// Runs before the first paint (a plain script, allowed by a 'self' CSP).
// 1. Applies the stored theme before React loads (no flash of the wrong theme).
//    Keep the key and values in sync with src/lib/theme/preference.ts.
// 2. Shows the login page index.html carries (src/features/auth/prepintado.ts) when the page
//    React will render is that one: the login route and no stored session. Until React takes
//    over, a press of «Ingresar» there is kept (React sends it) instead of reloading the page.
// 3. On the home with a stored session, asks at once for what the home needs (issue 16, item 6):
//    the frame's and the home's files (listed in the meta «worknet-inicio» by vite.config.ts)
//    and its first data, get_user and, with a stored sector, the news' first page. The answers
//    wait in window.worknetTempranas for the app's API client (src/lib/tempranas.ts), which takes
//    one only for the same request, token and sector. Keep the URLs in sync with
//    features/auth/llamadas.ts (obtenerUsuario) and features/novedades/api.ts (useFeed).
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
  try {
    var token = window.localStorage.getItem('worknet.token');
    var enInicio = /^#?\/?$/.test(window.location.hash);
    if (token && enInicio) {
      var lista = document.querySelector('meta[name="worknet-inicio"]');
      (lista ? lista.getAttribute('content').split(' ') : []).forEach(function (archivo) {
        var enlace = document.createElement('link');
        if (/\.css$/.test(archivo)) {
          enlace.rel = 'preload';
          enlace.as = 'style';
          // As the app's stylesheets are asked for (crossorigin), or the preload goes unused.
          enlace.crossOrigin = '';
        } else enlace.rel = 'modulepreload';
        enlace.href = './' + archivo;
        document.head.appendChild(enlace);
      });
      var sector = window.localStorage.getItem('worknet.sector');
      var cabeceras = { Accept: 'application/json', Authorization: 'Bearer ' + token };
      if (sector) cabeceras['x-sector'] = sector;
      var pedir = function (ruta) {
        return window.fetch(ruta, { headers: cabeceras });
      };
      var respuestas = { '/api/v1/get_user': pedir('/api/v1/get_user') };
      if (sector) respuestas['/api/v1/novedades?skip=0&limit=10'] = pedir('/api/v1/novedades?skip=0&limit=10');
      // An unread failure is the app's to report (or not): never an unhandled rejection here.
      for (var clave in respuestas) respuestas[clave].catch(function () {});
      window.worknetTempranas = { token: token, sector: sector, respuestas: respuestas };
    }
  } catch {
    /* storage blocked: the app asks for everything itself */
  }
})();
