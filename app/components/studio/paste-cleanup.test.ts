import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';

describe('cleanPastedHtml', () => {
  it('drops comments, style sheets, classes, ids and layout styles, keeping headings, links and bold', () => {
    const word = `<html><head><style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body><h2 class="MsoHeading2" style="margin-top:12pt">Plan</h2><!-- a reviewer's note -->
<p class=MsoNormal style="color:#333;font-family:Calibri"><span style="font-weight:700">Start</span> at <a href="https://example.com/x" class="x" target="_blank">the list</a><o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p></body></html>`;
    const clean = cleanPastedHtml(word);
    expect(clean).not.toMatch(/MsoNormal|Calibri|color:|reviewer|<o:p|<style|OfficeDocument|target=/);
    expect(clean).toContain('<h2>Plan</h2>');
    expect(clean).toContain('<span style="font-weight:700">Start</span>');
    expect(clean).toContain('<a href="https://example.com/x">the list</a>');
    expect(clean).not.toMatch(/<p>\s*<\/p>/);
  });

  it("turns Word's bulleted and numbered list paragraphs into lists without their marker characters", () => {
    const item = (marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpFirst style='text-indent:-18pt;mso-list:l0 level1 lfo1'><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span>${text}<o:p></o:p></p>`;
    expect(cleanPastedHtml(`${item('·', 'One')}\n${item('·', 'Two')}<p>After</p>`)).toBe(
      '<ul><li><p>One</p></li><li><p>Two</p></li></ul><p>After</p>',
    );
    expect(cleanPastedHtml(`${item('1.', 'First')}${item('2.', 'Second')}`)).toBe('<ol><li><p>First</p></li><li><p>Second</p></li></ol>');
  });

  it('keeps table cell spans and image alt text', () => {
    expect(
      cleanPastedHtml(
        '<table class="t"><tr><td colspan="2" style="border:1px">A</td></tr></table><img src="/a.webp" alt="A chart" width="30">',
      ),
    ).toBe('<table><tr><td colspan="2">A</td></tr></table><img src="/a.webp" alt="A chart">');
  });
});
