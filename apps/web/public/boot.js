// Runs before first paint so the page never flashes the wrong direction or theme. A file rather than an
// inline script, so the Content-Security-Policy needs no exception for it.
(() => {
  try {
    const first = location.pathname.split('/')[1];
    const saved = localStorage.getItem('locale');
    const locale = first === 'he' || first === 'en' ? first : saved === 'en' || saved === 'he' ? saved : 'he';
    document.documentElement.lang = locale;
    document.documentElement.dir = locale === 'he' ? 'rtl' : 'ltr';
    const t = localStorage.getItem('theme');
    const dark =
      t === 'dark' || ((t === null || t === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage can be unavailable; the page keeps its own lang, dir and light theme.
  }
})();
