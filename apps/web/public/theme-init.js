// Runs before first paint so the saved theme never flashes (default: light).
(() => {
  let isDark = false;
  try {
    isDark = window.localStorage.getItem('theme') === 'dark';
  } catch (_) {
    // Storage may be blocked; the light theme applies.
  }
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
})();
