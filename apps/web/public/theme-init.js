// Runs before first paint so the saved theme never flashes (default: light), and marks the page
// as running scripts, which hides what is said only to readers without JavaScript.
(() => {
  let isDark = false;
  try {
    isDark = window.localStorage.getItem('theme') === 'dark';
  } catch (_) {
    // Storage may be blocked; the light theme applies.
  }
  const root = document.documentElement;
  root.classList.add('js');
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
})();
