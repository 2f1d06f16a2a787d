// A project rule for html-validate (.htmlvalidate.json): the element metadata it ships lets a <div> inside a <dl>
// hold any flow content, where HTML allows a <dl>'s group only its <dt> and <dd> elements (and script-supporting
// ones). The Nu checker reports an icon put between them (issue 41: four errors on an article, six on /courses).
import { Rule } from 'html-validate';

/** What a `<div>` that groups a name and its values inside a `<dl>` may hold (HTML: the dl element). */
const GROUP_CONTENT = new Set(['dt', 'dd', 'script', 'template']);

export class DlGroupContent extends Rule {
  documentation() {
    return {
      description:
        'A <div> inside a <dl> groups one name with its values: it may hold only <dt>, <dd>, <script> and <template> (HTML, the dl element). Put an icon inside the <dt> or <dd>.',
      url: 'https://html.spec.whatwg.org/multipage/grouping-content.html#the-dl-element',
    };
  }

  setup() {
    this.on('dom:ready', ({ document }) => {
      for (const group of document.querySelectorAll('dl > div')) {
        for (const child of group.childElements) {
          if (!GROUP_CONTENT.has(child.tagName)) {
            this.report(child, `<${child.tagName}> is not permitted in a <dl>'s group: only <dt>, <dd> and script-supporting elements`);
          }
        }
      }
    });
  }
}

export default {
  name: 'ai-academy',
  rules: { 'ai-academy/dl-group-content': DlGroupContent },
};
