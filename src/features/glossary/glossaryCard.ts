import cards from '@generated/glossary/default/cards.json';
import './glossaryCard.css';

type Card = {term: string; definition: string};
const definitions = cards as Record<string, Card>;

const card = document.createElement('div');
card.id = 'glossary-card';
card.className = 'glossary-card';
card.setAttribute('role', 'tooltip');
let shownFor: HTMLAnchorElement | null = null;
let hideTimer: number | undefined;

function hide(): void {
  window.clearTimeout(hideTimer);
  shownFor?.removeAttribute('aria-describedby');
  shownFor = null;
  card.remove();
}

// Leaving the term, or the card on the way to reading it, hides it after a moment; coming back keeps it.
const hideSoon = () => {
  window.clearTimeout(hideTimer);
  hideTimer = window.setTimeout(hide, 300);
};
card.addEventListener('pointerenter', () => window.clearTimeout(hideTimer));
card.addEventListener('pointerleave', hideSoon);
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && shownFor) hide();
});

/** Shows the definition of `term` (a glossary link) under it; screen readers get it as the link's description. */
export function showCard(term: HTMLAnchorElement): void {
  const entry = definitions[term.dataset.term ?? ''];
  if (!entry) return;
  window.clearTimeout(hideTimer);
  if (shownFor !== term) {
    hide();
    shownFor = term;
    card.replaceChildren(
      Object.assign(document.createElement('strong'), {textContent: entry.term}),
      document.createTextNode(` ${entry.definition}`),
    );
    document.body.append(card);
    term.setAttribute('aria-describedby', card.id);
    term.addEventListener('pointerleave', hideSoon, {once: true});
    term.addEventListener('blur', hide, {once: true});
  }
  const box = term.getBoundingClientRect();
  const width = Math.min(360, document.documentElement.clientWidth - 16);
  card.style.width = `${width}px`;
  card.style.left = `${Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8)) + window.scrollX}px`;
  card.style.top = `${box.bottom + window.scrollY + 6}px`;
}
