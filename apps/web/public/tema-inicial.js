/* global window, document */
// Applies the stored theme before React loads (no flash of the wrong theme).
// Keep the key and values in sync with src/app/theme/preference.ts.
(function () {
  try {
    if (window.localStorage.getItem('worknet.tema') === 'oscuro') {
      document.documentElement.setAttribute('data-tema', 'oscuro');
    }
  } catch {
    /* storage blocked: light theme */
  }
})();
