import type { Page } from 'playwright-core';

/** The smallest tap target a phone screen may have, on each side (Apple's and Material's guidance). */
export const MIN_TAP_TARGET_PX = 44;

/** What a member can tap or focus. */
const INTERACTIVE =
  'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [tabindex]:not([tabindex="-1"])';

/** One interactive element that is too small to tap or reaches past the screen's edges. */
export interface LayoutOffender {
  selector: string;
  text: string;
  width: number;
  height: number;
  left: number;
  right: number;
  problem: string;
}

/**
 * Measures every visible interactive element of the page as it is laid out now, and answers those smaller than
 * 44×44 px or reaching past the viewport's left or right edge (the page scrolls down, never sideways).
 *
 * What is not measured, and why:
 * - links inside a sentence (an <a> in a <p> or an <li> with text of its own besides the link): WCAG 2.5.8's
 *   inline exception, the line height of running text limits the target, and enlarging it would break the text;
 * - how far an element inside a sideways scroller (antd's tab bar, a horizontal list) reaches: it is reached by
 *   swiping, so only the scroller itself must fit the screen (its size is still measured);
 * - an input inside a field's frame (antd's affix wrapper, select, picker): the frame is measured instead, as a
 *   tap on it focuses the input;
 * - a control drawn over by its own larger label (a radio's or a checkbox's input: the label is the target);
 * - elements hidden from everyone (display none, visibility hidden, zero size, aria-hidden subtrees).
 *
 * A control drawn smaller than 44×44 (a switch's track, a tag's ×) passes when its hit area is that large: every
 * point of the 44×44 square centred on it, probed on a grid once it is scrolled into view, lands on the control
 * (a transparent layer of its own takes taps there) rather than on anything else.
 */
export async function layoutOffenders(page: Page): Promise<LayoutOffender[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const viewportWidth = document.documentElement.clientWidth;
      const describe = (element: Element): string => {
        const parts: string[] = [];
        for (let node: Element | null = element; node && parts.length < 3 && node !== document.body; node = node.parentElement) {
          const id = node.id ? `#${node.id}` : '';
          const classes = Array.from(node.classList).filter((name) => !/^css-/.test(name)).slice(0, 2).map((name) => `.${name}`).join('');
          const role = node.getAttribute('role');
          parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}${role ? `[role=${role}]` : ''}`);
          if (id) break;
        }
        return parts.join(' > ');
      };
      const inSentence = (element: Element): boolean => {
        if (element.tagName !== 'A') return false;
        const block = element.closest('p, li, .typography, [data-inline-links]');
        if (!block) return false;
        const ownText = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
        return ownText.length > 0;
      };
      const inSideScroller = (element: Element): boolean => {
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX !== 'visible' && node.scrollWidth > node.clientWidth) return true;
        }
        return false;
      };
      const labelledByLargerLabel = (element: Element): boolean =>
        element instanceof HTMLInputElement &&
        (element.type === 'radio' || element.type === 'checkbox') &&
        element.closest('label') !== null;
      const hitAreaCovers = (element: Element): boolean => {
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const reach = min / 2 - 1;
        for (const dx of [-reach, 0, reach]) {
          for (const dy of [-reach, 0, reach]) {
            const hit = document.elementFromPoint(x + dx, y + dy);
            if (!hit || !(hit === element || element.contains(hit))) return false;
          }
        }
        return true;
      };
      const offenders: Array<{
        selector: string;
        text: string;
        width: number;
        height: number;
        left: number;
        right: number;
        problem: string;
      }> = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (element.closest('[aria-hidden=true], [inert]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // An input drawn inside a field's frame (antd's affix wrapper, select, date picker) is tapped through it.
        const field = element.tagName === 'INPUT' ? element.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-input-number') : null;
        const box = (field ?? element).getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Covered-up inputs (antd's switch, upload and file inputs draw their own, larger control).
        if (style.opacity === '0' && element.tagName === 'INPUT') continue;
        if (inSentence(element) || labelledByLargerLabel(element)) continue;
        const problems: string[] = [];
        if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
          if (!inSideScroller(element)) problems.push(`reaches past the screen (${Math.round(box.left)}…${Math.round(box.right)} of ${viewportWidth})`);
        }
        if ((box.width < min - 0.5 || box.height < min - 0.5) && !hitAreaCovers(element)) {
          problems.push(`smaller than ${min}×${min}`);
        }
        if (problems.length === 0) continue;
        const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.getAttribute('placeholder') ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40);
        offenders.push({
          selector: describe(element),
          text,
          width: Math.round(box.width),
          height: Math.round(box.height),
          left: Math.round(box.left),
          right: Math.round(box.right),
          problem: problems.join('; '),
        });
      }
      return offenders;
    },
    { selector: INTERACTIVE, min: MIN_TAP_TARGET_PX },
  );
}

/** The offenders as lines a failing test prints: where, what it says, its size and what is wrong. */
export function describeOffenders(screen: string, offenders: LayoutOffender[]): string {
  return offenders
    .map((o) => `${screen}: ${o.selector} "${o.text}" ${o.width}×${o.height} at x ${o.left}…${o.right}: ${o.problem}`)
    .join('\n');
}
