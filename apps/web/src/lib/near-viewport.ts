/**
 * Resolves once the element with `id` comes within `margin` of the viewport (at once where there is no
 * browser, or no such element): code for something below the fold can wait until a reader gets there.
 */
export async function nearViewport(id: string, margin = '300px'): Promise<void> {
  if (typeof window === 'undefined' || !('IntersectionObserver' in window)) return;
  // A lazy component's loader runs while React renders; its box is in the document a frame later.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const element = document.getElementById(id);
  if (!element) return;
  await new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
  });
}
