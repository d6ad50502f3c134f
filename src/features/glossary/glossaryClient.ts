import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// On every page: the first hover or keyboard focus of a glossary term (a link the remark plugin
// made from :term[...]) loads the card code and the definitions; nothing loads before.
if (ExecutionEnvironment.canUseDOM) {
  const termOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.glossary-term') : null);
  const show = (event: Event) => {
    const term = termOf(event);
    if (term) void import('./glossaryCard').then(({showCard}) => showCard(term));
  };
  document.addEventListener('pointerover', show);
  document.addEventListener('focusin', show);
}
