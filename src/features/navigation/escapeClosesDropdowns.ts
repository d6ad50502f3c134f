// Client module (`clientModules` in docusaurus.config.ts): Escape closes the navbar's dropdowns
// (the version menu), which Docusaurus's DropdownNavbarItem does not, and puts focus back on the
// dropdown's button (WAI-ARIA menu button pattern; WCAG 1.4.13 for the menu shown on hover).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import './escapeClosesDropdowns.css';

// A navbar dropdown (theme-classic's NavbarItem/DropdownNavbarItem/Desktop) and its button.
const dropdownSelector = '.navbar .dropdown';
const buttonSelector = ':scope > .navbar__link';

/** Hides a dropdown shown because the pointer is over it, until the pointer leaves (by CSS). */
function dismissHover(dropdown: Element): void {
  dropdown.setAttribute('data-dismissed', '');
  dropdown.addEventListener('pointerleave', () => dropdown.removeAttribute('data-dismissed'), {once: true});
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const hovered = document.querySelector(`${dropdownSelector}:hover`);
  if (hovered) dismissHover(hovered);
  const focused = event.target instanceof Element ? event.target.closest(dropdownSelector) : null;
  const button = focused?.querySelector<HTMLElement>(buttonSelector);
  if (!focused || !button) return;
  // Opened from the keyboard (Enter or Space on its button: `dropdown--show`, the component's own
  // state): the same key, its own way to close, toggles it back.
  if (focused.classList.contains('dropdown--show')) button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
  button.focus();
}

if (ExecutionEnvironment.canUseDOM) document.addEventListener('keydown', onKeyDown);
